import { Random, roundSeed } from './random';

describe('Random', () => {
  it('draws the same numbers from the same seed and others from another', () => {
    const draw = (seed: string) =>
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            r.nextUint32()
        )(new Random(seed)),
      );
    expect(draw('w1#3')).toEqual(draw('w1#3'));
    expect(draw('w1#3')).not.toEqual(draw('w1#4'));
  });

  it('draws floats in [0, 1) and integers in range, roughly uniformly', () => {
    const r = new Random(roundSeed('world', 1));
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const i = r.int(0, 3);
      buckets[i] = (buckets[i] ?? 0) + 1;
    }
    for (const b of buckets) expect(b).toBeGreaterThan(850);
  });

  it('forks independent streams so one purpose never shifts another', () => {
    const a = new Random('s');
    const b = new Random('s');
    const forkA = a.fork('rd');
    b.fork('rd').next();
    expect(a.next()).toBe(b.next());
    expect(forkA.next()).toBe(new Random('s').fork('rd').next());
  });
});
