import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../lib/use-object-url';

/** The formats the server takes (spec §3: stored as JPEG after upload). */
const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface ImageFileInputProps {
  value: File | null;
  onChange(file: File | null): void;
  /** The image already kept (a type's), shown until another file is chosen. */
  currentImageSource?: string | null;
  error?: string;
}

/** Choose an image file, with a preview of the chosen (or current) image. */
export function ImageFileInput({ value, onChange, currentImageSource, error }: ImageFileInputProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value);
  const source = preview ?? currentImageSource;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {source && (
        <Box
          component="img"
          src={source}
          alt={value ? t('Preview of the chosen image') : t('Current image')}
          sx={{ maxHeight: 160, maxWidth: '100%', objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      )}
      {/* The button opens the browser's file choice; the input itself stays out of sight and out of the tab order. */}
      <Button
        variant="outlined"
        startIcon={<ImageIcon />}
        onClick={() => fileInput.current?.click()}
        aria-describedby={error ? errorId : undefined}
      >
        {source ? t('Choose another image') : t('Choose image')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        hidden
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
      />
      {value && <Typography variant="body2">{value.name}</Typography>}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
