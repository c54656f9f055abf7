import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { tagged } from '../plugins/openapi.js';
import { activityRoutes } from './activity/activity.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { calibrationRoutes } from './calibration/calibration.routes.js';
import { categoriesRoutes } from './categories/categories.routes.js';
import { componentTypesRoutes } from './component-types/component-types.routes.js';
import { componentsRoutes } from './components/components.routes.js';
import { csvExportRoutes } from './csv-export/csv-export.routes.js';
import { csvImportRoutes } from './csv-import/csv-import.routes.js';
import { environmentRoutes } from './environment/environment.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { labRoutes } from './lab/lab.routes.js';
import { rulesRoutes } from './lab/rules.routes.js';
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
import { qualificationsRoutes } from './qualifications/qualifications.routes.js';
import { repairsRoutes } from './repairs/repairs.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { stockRoutes } from './stock/stock.routes.js';

/** Every API module, each a Fastify plugin mounted under /api with the app context, its operations under its tag. */
export const apiModules: FastifyPluginAsync<{ ctx: AppContext }>[] = [
  tagged('Health', healthRoutes),
  tagged('Loaners', loanersRoutes),
  tagged('Environment', environmentRoutes),
  tagged('LiveMetrics', metricsRoutes),
  tagged('Categories', categoriesRoutes),
  tagged('ComponentTypes', componentTypesRoutes),
  tagged('Components', componentsRoutes),
  tagged('Mail', mailRoutes),
  tagged('Statistics', statisticsRoutes),
  tagged('Reservations', reservationsRoutes),
  tagged('Loans', loansRoutes),
  tagged('Availability', availabilityRoutes),
  tagged('Loans', lendingPolicyRoutes),
  tagged('Bookings', bookingsRoutes),
  tagged('Waitlist', waitlistRoutes),
  tagged('Extensions', extensionsRoutes),
  tagged('Calendar', calendarRoutes),
  tagged('Loans', settingsRoutes),
  tagged('CSV', csvExportRoutes),
  tagged('CSV', csvImportRoutes),
  tagged('Activity', activityRoutes),
  tagged('Stock', stockRoutes),
  tagged('Lab', labRoutes),
  tagged('Lab', rulesRoutes),
  tagged('Repairs', repairsRoutes),
  tagged('Calibration', calibrationRoutes),
  tagged('Qualifications', qualificationsRoutes),
];
