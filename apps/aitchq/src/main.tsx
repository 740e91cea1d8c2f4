import { createAppQueryClient, mountApp } from '@q/ui/app';
import { createAppRouter } from './router';

const queryClient = createAppQueryClient();
mountApp({ router: createAppRouter(queryClient), queryClient });
