import { type Loaner, messages, withAuPrefix } from '@labstock/shared';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindLoanerByAuId } from '../../api/loaners/find-loaner-by-au-id';
import { errorText } from '../../lib/api-client';
import { parseComponentLabelUrl, parseComponentTypeLabelUrl } from '../../lib/component-label-url';
import { useNotify } from '../../lib/notify/use-notify';
import { loanerName } from './loaner-name';

export interface LoanerLookupProps {
  /** The loaner found, or null when the Au id changes or the search fails. */
  onFound(loaner: Loaner | null): void;
}

/**
 * Finds a loaner by Au id (spec §5): required, the search button disabled while empty,
 * 'au' added in front when missing; the result is announced by name or with the server's message.
 * A component's label scanned here by mistake is told apart and the field emptied for the loaner's card.
 */
export function LoanerLookup({ onFound }: LoanerLookupProps) {
  const { t } = useTranslation();
  const [auId, setAuId] = useState('');
  // Why the field holds no Au id to search for: empty, or a component's label.
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useFindLoanerByAuId();
  const notify = useNotify();
  const empty = auId.trim() === '';

  const refuse = (text: string) => {
    setProblem(text);
    notify(text, 'error');
  };

  const search = () => {
    // Only reachable with Enter: the button is disabled while the field is empty.
    if (empty) return refuse(t(messages.auIdRequired));
    // A consumable's label (its type's own) is no Au id either.
    if (parseComponentLabelUrl(auId) || parseComponentTypeLabelUrl(auId)) {
      setAuId('');
      return refuse(t("That is a component's label, not an Au id: scan the loaner's card or type their Au id."));
    }
    lookup.mutate(withAuPrefix(auId), {
      onSuccess: (loaner) => {
        onFound(loaner);
        notify(t('Found {{name}} ({{auId}})', { name: loanerName(loaner), auId: loaner.auId }), 'success');
      },
      onError: (error) => {
        onFound(null);
        notify(errorText(error), 'error');
      },
    });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('Au id')}
        required
        value={auId}
        onChange={(event) => {
          setAuId(event.target.value);
          setProblem(null);
          onFound(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            search();
          }
        }}
        error={problem !== null}
        helperText={problem ?? t('e.g. au123456 or 123456')}
        fullWidth
        autoFocus
      />
      <Button
        variant="outlined"
        startIcon={<SearchIcon />}
        onClick={search}
        disabled={empty || lookup.isPending}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        {t('Search')}
      </Button>
    </Stack>
  );
}
