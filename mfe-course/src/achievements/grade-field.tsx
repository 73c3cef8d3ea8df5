import { API, type Achievements } from '@simbiz/contracts';
import { Button, parseNumber, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { CONTRIBUTION_LIMIT } from './scores';
import { VisuallyHidden } from './visually-hidden';

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.4rem;
  min-width: 11rem;
  > div {
    width: 6.5rem;
  }
`;

/**
 * An instructor grades a member's contribution in a resolved round (0–200% of the team's score)
 * and saves it; every score and ranking comes back worked out again with it.
 */
export function GradeField({
  worldId,
  member,
  round,
  contribution,
  onSaved,
}: {
  worldId: string;
  member: { userId: string; name: string };
  round: number;
  contribution: number;
  onSaved: (next: Achievements) => void;
}) {
  const { t, language } = useT('achievements');
  const api = useApi();
  const [text, setText] = useState(String(contribution));
  // What was saved last (a new answer from the server, another round chosen) replaces what is typed.
  const [shown, setShown] = useState(contribution);
  if (shown !== contribution) {
    setShown(contribution);
    setText(String(contribution));
  }
  const typed = parseNumber(text, language);
  const changed = typed !== contribution;
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!e.currentTarget.checkValidity() || typed === null || !changed) return;
        void api.call({
          route: API.achievements.grade,
          data: { worldId, userId: member.userId, round, contribution: typed },
          success: (next) => {
            toasts.show({ text: t('personal.graded', { name: member.name }) });
            onSaved(next);
          },
        });
      }}
    >
      <TextInput
        label={<VisuallyHidden>{t('personal.gradeLabel', { name: member.name, round })}</VisuallyHidden>}
        size="sm"
        inputMode="numeric"
        append="%"
        value={text}
        onValueChange={setText}
        rules={{ required: true, integer: true, between: [0, CONTRIBUTION_LIMIT] }}
      />
      <Button size="sm" type="submit" disabled={!changed} aria-label={t('personal.saveGrade', { name: member.name })}>
        {t('save')}
      </Button>
    </Form>
  );
}
