import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { activityRoutes } from './activity/activity.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { categoriesRoutes } from './categories/categories.routes.js';
import { componentTypesRoutes } from './component-types/component-types.routes.js';
import { componentsRoutes } from './components/components.routes.js';
import { csvExportRoutes } from './csv-export/csv-export.routes.js';
import { csvImportRoutes } from './csv-import/csv-import.routes.js';
import { environmentRoutes } from './environment/environment.routes.js';
import { healthRoutes } from './health/health.routes.js';
import {
  availabilityRoutes,
  bookingsRoutes,
  extensionsRoutes,
  lendingPolicyRoutes,
  loansRoutes,
  reservationsRoutes,
  waitlistRoutes,
} from './lending/index.js';
import { loanersRoutes } from './loaners/loaners.routes.js';
import { mailRoutes } from './mail/mail.routes.js';
import { metricsRoutes } from './metrics/metrics.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';

/** Every API module, each a Fastify plugin mounted under /api with the app context. */
export const apiModules: FastifyPluginAsync<{ ctx: AppContext }>[] = [
  healthRoutes,
  loanersRoutes,
  environmentRoutes,
  metricsRoutes,
  categoriesRoutes,
  componentTypesRoutes,
  componentsRoutes,
  mailRoutes,
  statisticsRoutes,
  reservationsRoutes,
  loansRoutes,
  availabilityRoutes,
  lendingPolicyRoutes,
  bookingsRoutes,
  waitlistRoutes,
  extensionsRoutes,
  calendarRoutes,
  settingsRoutes,
  csvExportRoutes,
  csvImportRoutes,
  activityRoutes,
];
