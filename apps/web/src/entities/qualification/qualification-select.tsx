import { useTranslation } from 'react-i18next';
import { useAllQualifications } from '../../api/qualifications/list-qualifications';
import { CheckboxMultiSelect } from '../../components/checkbox-multi-select';

export interface QualificationSelectProps {
  value: number[];
  onChange(qualificationIds: number[]): void;
  onBlur?(): void;
  /** The server's refusal of the choice, shown in place of the help. */
  error?: string;
  helperText?: string;
}

/**
 * "Required qualifications": the qualifications a category's or a type's loaners must hold (LAB.md
 * "Qualifications"), chosen from every one the Admin defined; the chosen show as their names.
 */
export function QualificationSelect({ error, helperText, ...select }: QualificationSelectProps) {
  const { t } = useTranslation();
  const options = (useAllQualifications().data ?? []).map(({ qualificationId, name }) => ({
    id: qualificationId,
    name,
  }));
  const nameOf = (id: number) => options.find((option) => option.id === id)?.name ?? '';
  return (
    <CheckboxMultiSelect
      {...select}
      label={t('Required qualifications')}
      options={options}
      renderValue={(chosen) => chosen.map(nameOf).join(', ')}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
