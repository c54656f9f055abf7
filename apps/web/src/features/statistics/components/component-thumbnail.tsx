import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

const SIZE = 48;

/** A small picture of the component type; its name stands in the next column, so the image is decorative. */
export function ComponentThumbnail({ imageUrl }: { imageUrl: string | null }) {
  const { t } = useTranslation();
  if (!imageUrl) return <ImageNotSupportedIcon color="disabled" titleAccess={t('No image')} />;
  return (
    <Box
      component="img"
      src={imageUrl}
      alt=""
      loading="lazy"
      width={SIZE}
      height={SIZE}
      sx={{ objectFit: 'contain', display: 'block' }}
    />
  );
}
