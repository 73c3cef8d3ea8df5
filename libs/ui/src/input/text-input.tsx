import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n-context';
import { Tooltip } from '../overlay/tooltip';
import { type RuleFailure, type Rules, validateValue } from './rules';

const Field = styled.div`
  margin-bottom: 0.9rem;
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

const ErrorText = styled.div`
  margin-top: 0.25rem;
  font-size: 0.85rem;
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

let unnamed = 0;
/** A name for inputs given none, so browsers and password managers can tell them apart. */
const randomName = () => `field-${Date.now().toString(36)}-${(unnamed++).toString(36)}`;

/**
 * A text input with the rules of section 5: validated on blur, on change and when the model is
 * updated from outside, not while typing; Enter validates unless disabled; it reports valid or
 * invalid and sets the native custom message to the current error.
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
  const { t } = useT('common');
  const id = useId();
  const [fieldName] = useState(() => name ?? randomName());
  const [failure, setFailure] = useState<RuleFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(value);
  const latest = useRef({ value, rules, onValid, onInvalid });
  latest.current = { value, rules, onValid, onInvalid };

  const validate = useCallback(
    (text = latest.current.value) => {
      const found = validateValue(text, latest.current.rules);
      setFailure(found);
      input.current?.setCustomValidity(found ? t(`validation.${found.rule}`, found.params) : '');
      if (found) latest.current.onInvalid?.(found);
      else latest.current.onValid?.();
      return found;
    },
    [t],
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

  // A value that did not come from typing is a model update: validate it.
  useEffect(() => {
    if (value !== typed.current) {
      typed.current = value;
      validate(value);
    }
  }, [value, validate]);

  const message = failure ? t(`validation.${failure.rule}`, failure.params) : null;
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Group $invalid={Boolean(failure)} $small={size === 'sm'}>
        {prepend ? <Addon>{prependTooltip ? <Tooltip text={prependTooltip}>{prepend}</Tooltip> : prepend}</Addon> : null}
        <input
          {...rest}
          ref={input}
          id={id}
          name={fieldName}
          value={value}
          disabled={disabled}
          aria-invalid={Boolean(failure)}
          aria-describedby={failure ? errorId : undefined}
          required={rules.required}
          onChange={(event) => {
            typed.current = event.target.value;
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
      {message ? <ErrorText id={errorId}>{message}</ErrorText> : null}
    </Field>
  );
}
