import {
  ASSISTANT_QUESTION_MAX,
  assistantModelQuery,
  deleteAssistantModelMutation,
  isAssistantModelConflict,
  isAssistantModelRefusal,
  previewAssistantModelMutation,
  saveAssistantModelMutation,
} from '@q/api-client';
import type { AssistantModelPreview, AssistantModelSettings } from '@q/schemas/assistant';
import {
  Badge,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Skeleton,
  toast,
  VisuallyHidden,
} from '@q/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ClockText } from '../../lib/clock-text';
import { useNow } from '../../lib/use-now';
import {
  ADMIN_ONLY_NOTE,
  DEFAULT_PREVIEW_QUESTION,
  draftFromSettings,
  fieldOfMessage,
  lastChangedText,
  MODEL_FIELD_LABELS,
  MODEL_STATE_BADGES,
  MODEL_STATES_EXPLAINED,
  type ModelDraft,
  type ModelField,
  missingModelFields,
  missingModelFieldsMessage,
  modelBody,
  modelFailureToast,
  requestBodyText,
  SAVE_CONFLICT_MESSAGE,
  serverMessage,
} from './assistant-model-rules';
import * as M from './assistant-model-styled';
import * as A from './audit-styled';
import { errorText } from './integration-rules';
import * as S from './styled';

/**
 * The AI Assistant tab (System Settings): whether the organisation's language model answers the
 * assistant (not configured, on, off) for everyone signed in; for an admin, its settings (saved,
 * removed) and a preview of exactly what a question would send. Its code loads when the tab is
 * first opened.
 */
export function AssistantModelPanel() {
  const titleId = useId();
  const settings = useQuery(assistantModelQuery());
  const data = settings.data;

  return (
    <A.Section aria-labelledby={titleId} aria-busy={settings.isPending || undefined}>
      <A.Header>
        <div>
          <h2 id={titleId}>AI Assistant</h2>
          <p>{MODEL_STATES_EXPLAINED}</p>
        </div>
        {data && (
          <M.State>
            Model
            <Badge variant={MODEL_STATE_BADGES[data.state].variant}>
              <VisuallyHidden>state: </VisuallyHidden>
              {MODEL_STATE_BADGES[data.state].label}
            </Badge>
          </M.State>
        )}
      </A.Header>
      {settings.isPending ? (
        <A.Placeholder>
          <VisuallyHidden role="status">Loading the AI Assistant settings</VisuallyHidden>
          <Skeleton height="1.5rem" width="40%" />
          <Skeleton height="2.5rem" width="100%" />
          <Skeleton height="2.5rem" width="100%" />
        </A.Placeholder>
      ) : settings.isError ? (
        <S.Notice role="alert">
          <p>Unable to load the AI Assistant settings. {errorText(settings.error)}</p>
          <Button variant="outline" onClick={() => settings.refetch()}>
            Try again
          </Button>
        </S.Notice>
      ) : (
        <ModelSettings settings={settings.data} />
      )}
    </A.Section>
  );
}

/**
 * The settings as the viewer may see them: an admin's form and preview, or the note saying who
 * changes them. When an admin's rights go (a write refused, the settings asked again), focus
 * moves to the note: the form it was in is gone.
 */
function ModelSettings({ settings }: { settings: AssistantModelSettings }) {
  const noteRef = useRef<HTMLDivElement>(null);
  const wasAdmin = useRef(settings.canManage);
  useEffect(() => {
    if (wasAdmin.current && !settings.canManage) noteRef.current?.focus();
    wasAdmin.current = settings.canManage;
  }, [settings.canManage]);

  if (!settings.canManage) {
    return (
      <S.AccessNote ref={noteRef} tabIndex={-1} $tone="info" data-ui="assistant-model-read-only">
        <p>{ADMIN_ONLY_NOTE}</p>
      </S.AccessNote>
    );
  }
  return (
    <>
      <ModelForm settings={settings} />
      <ModelPreview settings={settings} />
    </>
  );
}

/** The inline outcome of a failed save: its words, and the field they name. */
interface SaveProblem {
  message: string;
  field: ModelField | null;
  /** A conflict: the settings were asked again, and the draft can be reset to them. */
  isConflict?: boolean;
}

function ModelForm({ settings }: { settings: AssistantModelSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation(saveAssistantModelMutation(queryClient));
  const [draft, setDraft] = useState<ModelDraft>(() => draftFromSettings(settings));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const ids = {
    title: useId(),
    baseUrl: useId(),
    model: useId(),
    apiKey: useId(),
    keyHint: useId(),
    enabled: useId(),
    enabledHint: useId(),
    problem: useId(),
  };
  const hasStoredKey = settings.apiKeyHint !== null;
  const isConfigured = settings.state !== 'not-configured';
  const lastChanged = lastChangedText(settings, now);

  // A failed save's words take focus, so that they are read and the field can be found.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const set = <K extends keyof ModelDraft>(key: K, value: ModelDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const missing = missingModelFields(draft, hasStoredKey);
    if (missing.length > 0) {
      setProblem({ message: missingModelFieldsMessage(missing), field: missing[0] ?? null });
      return;
    }
    setProblem(null);
    save.mutate(modelBody(draft), {
      onSuccess: (saved) => {
        setDraft(draftFromSettings(saved));
        toast({ title: 'AI Assistant settings saved' });
      },
      onError: (error) => {
        if (isAssistantModelRefusal(error)) {
          toast(modelFailureToast('Failed to save the AI Assistant settings', error));
        } else if (isAssistantModelConflict(error)) {
          setProblem({ message: SAVE_CONFLICT_MESSAGE, field: null, isConflict: true });
        } else {
          const message = serverMessage(error);
          setProblem({ message, field: fieldOfMessage(message) });
        }
      },
    });
  };

  const reload = () => {
    setDraft(draftFromSettings(settings));
    setProblem(null);
  };

  /** The ids a field is described by: its hint, and the problem when it names the field. */
  const describedBy = (field: ModelField, hint?: string) =>
    [hint, problem?.field === field ? ids.problem : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: ModelField) => (problem?.field === field ? true : undefined);

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader>
        <CardTitle id={ids.title}>Language model</CardTitle>
        <CardDescription>
          Any OpenAI-compatible Chat Completions API. The key is stored sealed and never shown.
        </CardDescription>
      </CardHeader>
      <S.Form onSubmit={submit} noValidate aria-labelledby={ids.title}>
        <S.Field $isWide>
          <label htmlFor={ids.baseUrl}>{MODEL_FIELD_LABELS.baseUrl}</label>
          <S.Input
            id={ids.baseUrl}
            type="url"
            inputMode="url"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="https://api.openai.com/v1"
            aria-invalid={invalid('baseUrl')}
            aria-describedby={describedBy('baseUrl')}
            value={draft.baseUrl}
            onChange={(event) => set('baseUrl', event.target.value)}
          />
        </S.Field>
        <S.Field>
          <label htmlFor={ids.model}>{MODEL_FIELD_LABELS.model}</label>
          <S.Input
            id={ids.model}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="gpt-4o-mini"
            aria-invalid={invalid('model')}
            aria-describedby={describedBy('model')}
            value={draft.model}
            onChange={(event) => set('model', event.target.value)}
          />
        </S.Field>
        <S.Field>
          <label htmlFor={ids.apiKey}>{MODEL_FIELD_LABELS.apiKey}</label>
          <S.Input
            id={ids.apiKey}
            type="password"
            required={!hasStoredKey}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={settings.apiKeyHint ?? undefined}
            aria-invalid={invalid('apiKey')}
            aria-describedby={describedBy('apiKey', ids.keyHint)}
            value={draft.apiKey}
            onChange={(event) => set('apiKey', event.target.value)}
          />
          <S.Hint id={ids.keyHint}>
            {hasStoredKey
              ? `A key (${settings.apiKeyHint}) is stored and never shown. Leave this empty to keep it, or type a new key to replace it.`
              : 'Needed to save the first time.'}
          </S.Hint>
        </S.Field>
        <S.Field $isWide>
          <S.SwitchRow>
            <S.SwitchButton
              id={ids.enabled}
              type="button"
              role="switch"
              aria-checked={draft.enabled}
              aria-describedby={ids.enabledHint}
              onClick={() => set('enabled', !draft.enabled)}
            />
            <label htmlFor={ids.enabled}>Use the model for the assistant</label>
          </S.SwitchRow>
          <S.Hint id={ids.enabledHint}>
            Saved off, the settings are kept and can be previewed; the assistant answers with its
            own rules.
          </S.Hint>
        </S.Field>
        <S.FormActions>
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          {isConfigured && <RemoveModel onRemoved={() => setDraft(EMPTY_DRAFT)} />}
          <S.Spacer />
          {lastChanged && settings.updatedAt && (
            <S.Hint>
              <ClockText dateTime={settings.updatedAt}>{lastChanged}</ClockText>
            </S.Hint>
          )}
        </S.FormActions>
        {problem && (
          <S.FormActions>
            <A.AlertLine id={ids.problem} ref={problemRef} tabIndex={-1} role="alert">
              {problem.message}{' '}
              {problem.isConflict && (
                <Button variant="outline" size="sm" onClick={reload}>
                  Reload
                </Button>
              )}
            </A.AlertLine>
          </S.FormActions>
        )}
      </S.Form>
    </Card>
  );
}

const EMPTY_DRAFT: ModelDraft = { baseUrl: '', model: '', apiKey: '', enabled: false };

/** Remove, after a confirmation: the settings and the stored key are destroyed on the server. */
function RemoveModel({ onRemoved }: { onRemoved(): void }) {
  const queryClient = useQueryClient();
  const remove = useMutation(deleteAssistantModelMutation(queryClient));
  const [isConfirming, setIsConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        onRemoved();
        toast({
          title: 'AI Assistant model removed',
          description:
            'Its settings and API key were deleted; the assistant answers with its rules.',
        });
      },
      onError: (error) => {
        setIsConfirming(false);
        toast(modelFailureToast('Failed to remove the model', error));
      },
    });

  return (
    <>
      <Button variant="ghost" onClick={() => setIsConfirming(true)}>
        Remove
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!remove.isPending) setIsConfirming(open);
        }}
        title="Remove the language model?"
        description="Its settings and the stored API key are deleted, and the assistant answers with its own rules. You can add a model again at any time."
      >
        <S.CardActions>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
          <Button
            variant="outline"
            onClick={() => setIsConfirming(false)}
            disabled={remove.isPending}
          >
            Cancel
          </Button>
        </S.CardActions>
      </Dialog>
    </>
  );
}

/** "Preview what is sent": the two request bodies a question would send; nothing is sent. */
function ModelPreview({ settings }: { settings: AssistantModelSettings }) {
  const queryClient = useQueryClient();
  const preview = useMutation(previewAssistantModelMutation(queryClient));
  const [question, setQuestion] = useState(DEFAULT_PREVIEW_QUESTION);
  const ids = {
    title: useId(),
    question: useId(),
    hint: useId(),
  };
  const isConfigured = settings.state !== 'not-configured';
  const canPreview = isConfigured && question.trim() !== '' && !preview.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPreview) return;
    preview.mutate(question, {
      onError: (error) => {
        if (isAssistantModelRefusal(error)) {
          toast(modelFailureToast('Failed to preview what is sent', error));
        }
      },
    });
  };

  const failure =
    preview.isError && !isAssistantModelRefusal(preview.error)
      ? isAssistantModelConflict(preview.error)
        ? serverMessage(preview.error)
        : `Unable to preview. ${errorText(preview.error)}`
      : null;

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader>
        <CardTitle id={ids.title}>Preview what is sent</CardTitle>
        <CardDescription>
          The exact requests a question would send to the model, with your own view of the data.
        </CardDescription>
      </CardHeader>
      <S.Form onSubmit={submit} noValidate aria-labelledby={ids.title}>
        <S.Field $isWide>
          <label htmlFor={ids.question}>Question</label>
          <S.Input
            id={ids.question}
            maxLength={ASSISTANT_QUESTION_MAX}
            autoComplete="off"
            aria-describedby={ids.hint}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <S.Hint id={ids.hint}>
            {isConfigured
              ? 'Nothing is sent to the model: you see what would be.'
              : 'Save the settings (off is enough) to preview what is sent.'}
          </S.Hint>
        </S.Field>
        <S.FormActions>
          <Button
            type="submit"
            variant="outline"
            aria-disabled={!canPreview || undefined}
            aria-describedby={isConfigured ? undefined : ids.hint}
          >
            {preview.isPending ? 'Previewing…' : 'Preview'}
          </Button>
        </S.FormActions>
      </S.Form>
      {failure && <A.AlertLine role="alert">{failure}</A.AlertLine>}
      {preview.data && !preview.isPending && !preview.isError && (
        <PreviewRequests preview={preview.data} />
      )}
    </Card>
  );
}

function PreviewRequests({ preview }: { preview: AssistantModelPreview }) {
  const ids = { choose: useId(), word: useId() };
  return (
    <>
      <M.Line>
        Requests go to <code>{preview.url}</code>
      </M.Line>
      <M.StepTitle id={ids.choose}>1. To choose what to look up</M.StepTitle>
      <M.RequestBody tabIndex={0} aria-labelledby={ids.choose}>
        {requestBodyText(preview.chooseTool)}
      </M.RequestBody>
      <M.StepTitle id={ids.word}>2. To word the answer (the data for your question)</M.StepTitle>
      {preview.wordAnswer ? (
        <M.RequestBody tabIndex={0} aria-labelledby={ids.word}>
          {requestBodyText(preview.wordAnswer)}
        </M.RequestBody>
      ) : (
        <S.Hint>
          None of the assistant's lookups matches this question, so the second request depends on
          the model's choice in the first.
        </S.Hint>
      )}
      <M.Line role="status">Nothing has been sent.</M.Line>
    </>
  );
}
