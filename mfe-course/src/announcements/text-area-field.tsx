import { FieldLabel, useI18n, useT, validateValue } from '@simbiz/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Area = styled.textarea<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  padding: 0.45rem 0.65rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.variants.danger.background : theme.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
  line-height: 1.45;
  resize: vertical;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.div`
  margin-top: 0.25rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.textMuted};
  overflow-wrap: anywhere;
`;

/** Always there, empty or not, as under a text input: a message coming or going never moves the buttons below. */
const ErrorText = styled.div`
  min-height: 1.35rem;
  padding-top: 0.15rem;
  font-size: 0.85rem;
  color: ${({ theme }) => (theme.scheme === 'dark' ? theme.variants.danger.background : theme.variants.danger.softText)};
`;

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A line under the field (how to write Markdown). */
  hint?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
}

/**
 * A labelled multi-line text (a post's Markdown, a description), judged like the ui kit's text
 * input: on blur and when its form is submitted, with the rules' messages, and its native validity
 * set so the form's `checkValidity()` refuses it. Emptied from outside (a form reset), it is
 * pristine again.
 */
export function TextAreaField({ label, value, onValueChange, hint, required, maxLength, rows = 6 }: TextAreaFieldProps) {
  const { language } = useT('validation');
  const i18n = useI18n();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  const judge = useCallback(
    (text: string) => {
      const failure = validateValue(text, { required, ...(maxLength ? { max: maxLength } : {}) }, language);
      const said = () => (failure ? i18n.t(`validation:${failure.rule}`, failure.params) : null);
      area.current?.setCustomValidity(said() ?? '');
      setMessage(said());
      // The rules' messages load when a field is first judged (the shell keeps them off the first page).
      if (failure) void i18n.loadNamespaces('validation').then(() => setMessage((shown) => (shown === null ? null : said())));
    },
    [i18n, language, required, maxLength],
  );

  // The form's submit reaches this listener before the page's own handler checks validity.
  useEffect(() => {
    const form = area.current?.form;
    const onSubmit = () => judge(area.current?.value ?? '');
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }, [judge]);

  useEffect(() => {
    if (value !== '') return;
    area.current?.setCustomValidity('');
    setMessage(null);
  }, [value]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Area
        ref={area}
        id={id}
        rows={rows}
        value={value}
        required={required}
        maxLength={maxLength}
        $invalid={Boolean(message)}
        aria-invalid={Boolean(message)}
        aria-describedby={[hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          if (message) setMessage(null);
          onValueChange(event.target.value);
        }}
        onBlur={(event) => judge(event.target.value)}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <ErrorText id={errorId} aria-live="polite">
        {message}
      </ErrorText>
    </div>
  );
}
