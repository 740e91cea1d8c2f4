/**
 * A build step (`build.mjs`): writes the template every new embedded database is copied from
 * (`pgliteTemplateDir`), in a process of its own.
 */
import { createPgliteTemplate, pgliteTemplateDir } from './client.js';

await createPgliteTemplate(pgliteTemplateDir());
