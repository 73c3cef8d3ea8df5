import { API, type RouteReply } from '@simbiz/contracts';
import { Badge, Button, Card, parseNumber, Row, Spinner, Table, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useCallback, useEffect, useState } from 'react';
import { defaultStart, toLocalInput } from '../create-world/create-world-form';
import { useCurrentWorld } from '../common/use-loaded-world';

type Schedule = RouteReply<typeof API.worlds.schedule>;
/** The extension the form offers before anything is typed. */
const EXTEND_MINUTES = '60';

/** Schedules: everyone reads the deadlines; managers move one or extend every open one. */
export function SchedulesPage() {
  const current = useCurrentWorld();
  const { t, language } = useT('course');
  const api = useApi();
  const reader = useApi();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  // The deadline being moved: as typed, and as it was when the editor opened.
  const [editing, setEditing] = useState<{ round: number; at: string; was: string } | null>(null);
  const [minutes, setMinutes] = useState(EXTEND_MINUTES);
  const worldId = current?.worldId;
  useUnsavedChanges((editing !== null && editing.at !== editing.was) || minutes !== EXTEND_MINUTES, t('unsaved'));

  const load = useCallback(() => {
    if (worldId) void reader.call({ route: API.worlds.schedule, data: { worldId }, success: setSchedule });
  }, [reader, worldId]);
  useEffect(load, [load]);

  if (!current || !schedule) return <Spinner label={t('loading')} />;
  const manager = current.flags.canManageWorld;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const saved = (next: Schedule) => {
    setSchedule(next);
    setEditing(null);
    toasts.show({ text: t('schedules.saved') });
    void current.world.reload();
  };

  return (
    <div>
      <h1>{t('schedules.title')}</h1>
      <Card>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('schedules.round')}</th>
              <th scope="col">{t('schedules.deadline')}</th>
              <th scope="col">{t('schedules.state')}</th>
              {manager ? <th scope="col">{t('schedules.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {schedule.deadlines.map((d) => (
              <tr key={d.round} data-round={d.round}>
                <td>{d.round === 0 ? t('schedules.start') : t('schedules.roundN', { round: d.round })}</td>
                <td>
                  {editing?.round === d.round ? (
                    <TextInput
                      label={t('schedules.newDeadline')}
                      type="datetime-local"
                      size="sm"
                      value={editing.at}
                      onValueChange={(at) => setEditing({ ...editing, at })}
                      rules={{ required: true }}
                    />
                  ) : (
                    date.format(new Date(d.at))
                  )}
                </td>
                <td>{d.finished ? <Badge>{t('schedules.finished')}</Badge> : <Badge $variant="success">{t('schedules.open')}</Badge>}</td>
                {manager ? (
                  <td>
                    {d.finished ? null : editing?.round === d.round ? (
                      <Row>
                        <Button
                          size="sm"
                          onClick={() =>
                            void api.call({
                              route: API.worlds.moveDeadline,
                              data: { worldId: current.worldId, round: d.round, at: new Date(editing.at).toISOString() },
                              success: saved,
                            })
                          }
                        >
                          {t('common:messageBox.save')}
                        </Button>
                        <Button size="sm" variant="tertiary" onClick={() => setEditing(null)}>
                          {t('common:messageBox.cancel')}
                        </Button>
                      </Row>
                    ) : (
                      <Button
                        size="sm"
                        variant="tertiary"
                        onClick={() => {
                          const at = d.at ? toLocalInput(new Date(d.at)) : defaultStart(new Date());
                          setEditing({ round: d.round, at, was: at });
                        }}
                      >
                        {t('schedules.edit')}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      {manager ? (
        <Card>
          <h2>{t('schedules.extendTitle')}</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (e.currentTarget.checkValidity())
                void api.call({
                  route: API.worlds.extend,
                  data: { worldId: current.worldId, minutes: parseNumber(minutes, language) ?? 0 },
                  success: (next) => {
                    setMinutes(EXTEND_MINUTES);
                    saved(next);
                  },
                });
            }}
            noValidate
          >
            <TextInput
              label={t('schedules.minutes')}
              inputMode="numeric"
              value={minutes}
              onValueChange={setMinutes}
              rules={{ required: true, integer: true, between: [1, 525600] }}
            />
            <Button type="submit">{t('schedules.extend')}</Button>
          </form>
        </Card>
      ) : null}
    </div>
  );
}
