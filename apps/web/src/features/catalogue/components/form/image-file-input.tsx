import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId } from 'react';
import { useObjectUrl } from '../../hooks/use-object-url';

/** The formats the server takes (spec §3: stored as JPEG after upload). */
const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface ImageFileInputProps {
  value: File | null;
  onChange(file: File | null): void;
  /** The type's current image, shown until another file is chosen. */
  currentImageSource?: string | null;
  error?: string;
}

/** Choose an image file, with a preview of the chosen (or current) image. */
export function ImageFileInput({ value, onChange, currentImageSource, error }: ImageFileInputProps) {
  const errorId = useId();
  const preview = useObjectUrl(value);
  const source = preview ?? currentImageSource;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {source && (
        <Box
          component="img"
          src={source}
          alt={value ? 'Preview of the chosen image' : 'Current image'}
          sx={{ maxHeight: 160, maxWidth: '100%', objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
        />
      )}
      <Button component="label" variant="outlined" startIcon={<ImageIcon />}>
        {source ? 'Choose another image' : 'Choose image'}
        <Box
          component="input"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
          // Visually hidden but still reachable: the button is its label.
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', opacity: 0 }}
        />
      </Button>
      {value && <Typography variant="body2">{value.name}</Typography>}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
