import { RoleName } from '@labstock/shared';
import { i18n } from '../../i18n/i18n';

/** A role as shown: its name in English, translated in Danish. */
export function roleLabel(role: RoleName): string {
  switch (role) {
    case RoleName.Loaner:
      return i18n.t('Loaner');
    case RoleName.Clerk:
      return i18n.t('Clerk');
    case RoleName.Admin:
      return i18n.t('Admin');
  }
}
