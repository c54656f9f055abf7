import {
  Checkbox,
  FormControl,
  FormHelperText,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllQualifications } from '../../api/qualifications/list-qualifications';

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
export function QualificationSelect({ value, onChange, onBlur, error, helperText }: QualificationSelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const help = error ?? helperText;
  const qualifications = useAllQualifications().data ?? [];
  const label = t('Required qualifications');
  const nameOf = (qualificationId: number) =>
    qualifications.find((qualification) => qualification.qualificationId === qualificationId)?.name ?? '';

  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<number[]>
        labelId={labelId}
        multiple
        value={value}
        onChange={(event) => onChange(typeof event.target.value === 'string' ? [] : event.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput label={label} />}
        renderValue={(chosen) => chosen.map(nameOf).join(', ')}
        aria-describedby={help ? helperId : undefined}
      >
        {qualifications.map(({ qualificationId, name }) => (
          <MenuItem key={qualificationId} value={qualificationId}>
            <Checkbox checked={value.includes(qualificationId)} size="small" />
            <ListItemText primary={name} />
          </MenuItem>
        ))}
      </Select>
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  );
}
