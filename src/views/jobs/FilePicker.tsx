import { ACCEPT_ATTRIBUTE, ACCEPTED_FILES_HINT } from '../../domain/jobs';
import { formatFileSize, shortenFileName } from '../../domain/format';
import { Alert, Field, IconButton, Inline, Stack, Text } from '../ui';
import { DeleteIcon } from '../ui/icons';
import * as styles from './jobs.css';

interface FilePickerProps {
  label: string;
  files: readonly File[];
  /** Names the chosen files that were not taken; shown as a warning. */
  notice: string | null;
  error?: string;
  required?: boolean;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** Several files of the accepted types (docs/behaviour.md §5), listed with shortened names and sizes (docs/behaviour.md §9). */
export function FilePicker({ label, files, notice, error, required, disabled, onChoose, onRemove }: FilePickerProps) {
  return (
    <Stack gap="md">
      <Field label={label} required={required} error={error} hint={`Accepted: ${ACCEPTED_FILES_HINT}. You can choose several files.`}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            disabled={disabled}
            className={styles.fileInput}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              // Clearing lets the same file be chosen again after it was removed.
              event.target.value = '';
              if (chosen.length > 0) onChoose(chosen);
            }}
          />
        )}
      </Field>
      {notice && <Alert tone="warning">{notice}</Alert>}
      {files.length > 0 && (
        <Stack as="ul" gap="xs" className={styles.fileList} aria-label="Chosen files">
          {files.map((file, index) => (
            <Inline as="li" gap="sm" justify="between" nowrap key={`${file.name}-${index}`} className={styles.fileItem}>
              <Text title={file.name}>
                {shortenFileName(file.name)}{' '}
                <Text size="xs" tone="muted">
                  ({formatFileSize(file.size)})
                </Text>
              </Text>
              <IconButton
                aria-label={`Remove ${file.name}`}
                size="sm"
                tone="danger"
                icon={<DeleteIcon />}
                disabled={disabled}
                onClick={() => onRemove(index)}
              />
            </Inline>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
