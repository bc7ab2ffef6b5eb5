import type { ComponentProps } from 'react';
import { formatFileSize, shortenFileName } from '../../domain/format';
import { Text } from './Layout';

/** A file chosen for upload: its shortened name (the full one on hover) and its size (docs/behaviour.md §9). */
export function ChosenFile({ file, sizeText }: { file: File; sizeText: ComponentProps<typeof Text>['size'] }) {
  return (
    <Text title={file.name}>
      {shortenFileName(file.name)}{' '}
      <Text size={sizeText} tone="muted">
        ({formatFileSize(file.size)})
      </Text>
    </Text>
  );
}
