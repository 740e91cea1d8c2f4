import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ASSISTANT_MODEL_PATH,
  ASSISTANT_PREVIEW_PATH,
  MODEL_NOT_CONFIGURED,
  MODEL_PREVIEW,
  MODEL_READ_ONLY,
  modelOn,
  NOTHING_CONNECTED,
} from './assistant-model-fixtures';
import { AssistantModelPanel } from './assistant-model-panel';

const settings = (json: unknown) => ({ [`GET ${ASSISTANT_MODEL_PATH}`]: { json } });
const OFF = { ...modelOn(), state: 'off' };

/** Clicks the first button whose words start with `text`, once the panel has rendered it. */
const clickButton = (text: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const button = [...canvasElement.querySelectorAll('button')].find((element) =>
        element.textContent?.startsWith(text),
      );
      if (button) {
        button.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

const meta = {
  title: 'aitchQ/Settings: AI Assistant',
  component: AssistantModelPanel,
  parameters: {
    user: {
      id: 2,
      email: 'sarah@acme.example',
      name: 'Sarah Chen',
      role: 'manager',
      preferences: { defaultDashboard: 'aitchq' },
    },
    requests: settings(modelOn()),
  },
} satisfies Meta<typeof AssistantModelPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { [ASSISTANT_MODEL_PATH]: 'loading' } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { [ASSISTANT_MODEL_PATH]: { status: 500, body: 'Internal Server Error' } },
  },
};
/** Someone who is not an admin: the state, and who changes it. */
export const ReadOnly: Story = {
  parameters: { requests: settings(MODEL_READ_ONLY) },
};
/** An admin, no model yet: the empty form, the preview waiting for a save. */
export const NotConfigured: Story = {
  parameters: { requests: settings(MODEL_NOT_CONFIGURED) },
};
/** An admin, Acme's model on: the key only as its hint, who changed it last. */
export const On: Story = {};
/** Saved off, and previewed: both request bodies, nothing sent. */
export const Preview: Story = {
  parameters: {
    requests: {
      ...settings(OFF),
      [`POST ${ASSISTANT_PREVIEW_PATH}`]: { json: MODEL_PREVIEW },
    },
  },
  play: clickButton('Preview'),
};
/** A preview with nothing connected: the server's 409, inline. */
export const PreviewNothingConnected: Story = {
  parameters: {
    requests: {
      ...settings(OFF),
      [`POST ${ASSISTANT_PREVIEW_PATH}`]: { status: 409, body: JSON.stringify(NOTHING_CONNECTED) },
    },
  },
  play: clickButton('Preview'),
};
/** A save the server refused (400): its words under the form, on the field it names. */
export const SaveRefused: Story = {
  parameters: {
    requests: {
      ...settings(modelOn()),
      [`PUT ${ASSISTANT_MODEL_PATH}`]: {
        status: 400,
        body: JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message:
            'body/apiKey: apiKey must be entered again: the base URL moved to another origin',
        }),
      },
    },
  },
  play: clickButton('Save'),
};
/** Remove, asking first. */
export const RemoveConfirm: Story = { play: clickButton('Remove') };
