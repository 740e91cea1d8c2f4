import { createAppQueryClient, mountApp } from '@q/ui/app';
import { createAppRouter } from './router';

// The People page reads the company's figures: the data client takes over the answers the
// server rendered it with.
const queryClient = createAppQueryClient();
mountApp({ router: createAppRouter(), queryClient });
