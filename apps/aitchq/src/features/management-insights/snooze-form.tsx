import { Button } from '@q/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { isSnoozeRefused, serverMessage, snoozeBounds, snoozeDayProblem } from './insight-evidence';

export interface SnoozeFormProps {
  /** The insight's title: the form is named after it ('Snooze Insight 1'). */
  title: string;
  /** The day the bounds are counted from: tomorrow to a year ahead, a week ahead first. */
  today: Date;
  disabled: boolean;
  /** Sends the snooze; rejects with the call's error. */
  onSnooze: (until: string) => Promise<unknown>;
  /** Closes the form (Cancel, Escape, or a snooze made). */
  onClose: () => void;
}

/**
 * The day a computed insight comes back: a date field ('Snooze until', tomorrow to a year ahead,
 * a week ahead first) with 'Snooze' and 'Cancel'. The field takes focus as the form shows; Escape
 * cancels. A day out of bounds, or one the server refuses (400, in its own words), is said under
 * the field; other failures are the section's toasts.
 */
export function SnoozeForm({ title, today, disabled, onSnooze, onClose }: SnoozeFormProps) {
  const inputId = useId();
  const problemId = useId();
  const bounds = snoozeBounds(today);
  const [day, setDay] = useState(bounds.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outOfBounds = snoozeDayProblem(day, bounds);
    setProblem(outOfBounds);
    if (outOfBounds) return;
    try {
      await onSnooze(day);
      onClose();
    } catch (error) {
      if (isSnoozeRefused(error)) setProblem(serverMessage(error));
    }
  };

  return (
    <Form
      aria-label={`Snooze ${title}`}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <Field>
        <label htmlFor={inputId}>Snooze until</label>
        <DateInput
          ref={inputRef}
          id={inputId}
          type="date"
          required
          min={bounds.min}
          max={bounds.max}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
      </Field>
      <FormActions>
        <Button type="submit" size="sm" disabled={disabled}>
          Snooze
        </Button>
        <Button variant="outline" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </FormActions>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const DateInput = styled.input`
  box-sizing: border-box;
  max-width: 100%;
  height: 2rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
