import { SCREENPLAY_IMPORT_MAX_CHARS } from '@simbiz/contracts';
import { SCREENPLAY_ACCEPT, screenplayFileProblem, screenplayFileTooLarge } from './screenplay-file';

describe('a screenplay file before it is sent', () => {
  it('offers and takes JSON and YAML files by their extension', () => {
    expect(SCREENPLAY_ACCEPT).toBe('.json,.yaml,.yml');
    expect(screenplayFileProblem({ fileName: 'Fair.JSON', content: '{}' })).toBeNull();
    expect(screenplayFileProblem({ fileName: 'fair.yml', content: 'id: fair' })).toBeNull();
    expect(screenplayFileProblem({ fileName: 'fair.txt', content: 'id: fair' })).toEqual({ problem: 'wrongType' });
    expect(screenplayFileProblem({ fileName: 'yaml', content: 'id: fair' })).toEqual({ problem: 'wrongType' });
  });

  it('refuses an empty file, and one longer than the import takes, saying how long it is', () => {
    expect(screenplayFileProblem({ fileName: 'a.json', content: ' \n' })).toEqual({ problem: 'empty' });
    const content = 'x'.repeat(SCREENPLAY_IMPORT_MAX_CHARS + 1);
    expect(screenplayFileProblem({ fileName: 'a.json', content })).toEqual({
      problem: 'tooLong',
      size: SCREENPLAY_IMPORT_MAX_CHARS + 1,
      max: SCREENPLAY_IMPORT_MAX_CHARS,
    });
    expect(screenplayFileProblem({ fileName: 'a.json', content: content.slice(1) })).toBeNull();
  });

  it('does not read a file too large to hold few enough characters', () => {
    expect(screenplayFileTooLarge({ name: 'a.json', size: SCREENPLAY_IMPORT_MAX_CHARS * 4 })).toBeNull();
    expect(screenplayFileTooLarge({ name: 'a.json', size: SCREENPLAY_IMPORT_MAX_CHARS * 4 + 1 })).toEqual({
      problem: 'tooLarge',
      bytes: SCREENPLAY_IMPORT_MAX_CHARS * 4 + 1,
      max: SCREENPLAY_IMPORT_MAX_CHARS,
    });
  });
});
