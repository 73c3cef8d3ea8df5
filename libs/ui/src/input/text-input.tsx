import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useI18n, useT } from '../i18n-context';
import { Tooltip } from '../overlay/tooltip';
import { type RuleFailure, type RuleParams, type Rules, validateValue } from './rules';

const Field = styled.div`
  margin-bottom: 0.3rem;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.25rem;
  font-weight: 600;
`;

const Group = styled.div<{ $invalid: boolean; $small?: boolean }>`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.variants.danger.background : theme.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.surface};
  font-size: ${({ $small }) => ($small ? '0.85rem' : '1rem')};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: ${({ $small }) => ($small ? '0.25rem 0.5rem' : '0.45rem 0.65rem')};
    border: none;
    border-radius: 6px;
    background: transparent;
    color: ${({ theme }) => theme.text};
    font: inherit;
    outline: none;
  }
`;

const Addon = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 0.6rem;
  background: ${({ theme }) => theme.variants.tertiary.soft};
  color: ${({ theme }) => theme.textMuted};
`;

/**
 * The error's line is always there, empty or not: a message that appears or goes away never moves
 * what is below the field (the button the pointer is on its way to).
 */
const ErrorText = styled.div<{ $small?: boolean }>`
  min-height: ${({ $small }) => ($small ? '1rem' : '1.35rem')};
  padding-top: 0.15rem;
  font-size: ${({ $small }) => ($small ? '0.75rem' : '0.85rem')};
  line-height: 1.2;
  color: ${({ theme }) => (theme.scheme === 'dark' ? theme.variants.danger.background : theme.variants.danger.softText)};
`;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'onInvalid'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  rules?: Rules;
  size?: 'sm';
  prepend?: string;
  prependTooltip?: string;
  append?: string;
  appendTooltip?: string;
  onValid?: () => void;
  onInvalid?: (failure: RuleFailure) => void;
}

/** A rule's numbers as the page's language writes them ("10,000", not "10000"). */
function shownParams(params: RuleParams, language: string): RuleParams {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 20 });
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'number' ? format.format(value) : value]));
}

/** The event a refused request raises (9001) to mark the fields it names, by their `name`. */
export const FIELD_ISSUES_EVENT = 'simbiz:field-issues';
export interface FieldIssue {
  name: string;
  message: string;
}

let unnamed = 0;
/** A name for inputs given none, so browsers and password managers can tell them apart. */
const randomName = () => `field-${Date.now().toString(36)}-${(unnamed++).toString(36)}`;

/**
 * A text input with the rules of section 5: validated on blur, on change and when the model is
 * updated from outside, not while typing; Enter validates unless disabled; it reports valid or
 * invalid and sets the native custom message to the current error. Numbers are judged as written
 * in the page's language. A model update to the empty value is the form being reset (after a save):
 * the field is pristine again, with no error, until it is left, changed or submitted.
 */
export function TextInput({
  label,
  value,
  onValueChange,
  rules = {},
  size,
  prepend,
  prependTooltip,
  append,
  appendTooltip,
  onValid,
  onInvalid,
  name,
  disabled,
  onKeyDown,
  ...rest
}: TextInputProps) {
  const { t, language } = useT('validation');
  const i18n = useI18n();
  const id = useId();
  const [fieldName] = useState(() => name ?? randomName());
  const [failure, setFailure] = useState<RuleFailure | null>(null);
  // What the server said about this field when it refused the form (until the field is edited or checked again).
  const [serverIssue, setServerIssue] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(value);
  const latest = useRef({ value, rules, onValid, onInvalid });
  latest.current = { value, rules, onValid, onInvalid };

  const validate = useCallback(
    (text = latest.current.value) => {
      const found = validateValue(text, latest.current.rules, language);
      // The rules' messages load when a field is first judged (the shell keeps them off the first page).
      if (found) void i18n.loadNamespaces('validation');
      setFailure(found);
      setServerIssue(null);
      // At once, not after the render: the form's own submit handler checks validity right after this.
      input.current?.setCustomValidity(found ? i18n.t(`validation:${found.rule}`, shownParams(found.params, language)) : '');
      if (found) latest.current.onInvalid?.(found);
      else latest.current.onValid?.();
      return found;
    },
    [i18n, language],
  );

  // The native change event (commit), not React's per-keystroke onChange; and the form's submit,
  // which reaches the form before the page's own submit handler checks validity.
  useEffect(() => {
    const element = input.current;
    const form = element?.form;
    const onCommit = () => validate(element?.value);
    element?.addEventListener('change', onCommit);
    form?.addEventListener('submit', onCommit);
    return () => {
      element?.removeEventListener('change', onCommit);
      form?.removeEventListener('submit', onCommit);
    };
  });

  useEffect(() => {
    const onIssues = (event: Event) => {
      const issue = (event as CustomEvent<FieldIssue[]>).detail.find((i) => i.name === fieldName);
      if (!issue) return;
      setServerIssue(issue.message);
    };
    window.addEventListener(FIELD_ISSUES_EVENT, onIssues);
    return () => window.removeEventListener(FIELD_ISSUES_EVENT, onIssues);
  }, [fieldName]);

  // A value that did not come from typing is a model update: validate it, unless it empties the field.
  useEffect(() => {
    if (value !== typed.current) {
      typed.current = value;
      if (value === '') {
        setFailure(null);
      } else validate(value);
    }
  }, [value, validate]);

  const message = failure ? t(failure.rule, shownParams(failure.params, language)) : serverIssue;
  // The native message follows the one shown (a form's checkValidity and the browser's bubble agree with it).
  useEffect(() => {
    input.current?.setCustomValidity(message ?? '');
  }, [message]);
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Group $invalid={Boolean(message)} $small={size === 'sm'}>
        {prepend ? <Addon>{prependTooltip ? <Tooltip text={prependTooltip}>{prepend}</Tooltip> : prepend}</Addon> : null}
        <input
          {...rest}
          ref={input}
          id={id}
          name={fieldName}
          value={value}
          disabled={disabled}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? errorId : undefined}
          required={rules.required}
          onChange={(event) => {
            typed.current = event.target.value;
            if (serverIssue) setServerIssue(null);
            onValueChange(event.target.value);
          }}
          onBlur={() => validate()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !disabled) validate(event.currentTarget.value);
            onKeyDown?.(event);
          }}
        />
        {append ? <Addon>{appendTooltip ? <Tooltip text={appendTooltip}>{append}</Tooltip> : append}</Addon> : null}
      </Group>
      <ErrorText id={errorId} $small={size === 'sm'} aria-live="polite">
        {message}
      </ErrorText>
    </Field>
  );
}
