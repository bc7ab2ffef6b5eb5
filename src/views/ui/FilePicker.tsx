import { ACCEPT_ATTRIBUTE, ACCEPTED_FILES_HINT } from '../../domain/jobs';
import { Alert } from './Alert';
import { ChosenFile } from './ChosenFile';
import { FilesField } from './FilesField';
import { IconButton } from './IconButton';
import { Inline, Stack } from './Layout';
import { DeleteIcon } from './icons';
import * as styles from './FilePicker.css';

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
      <FilesField
        label={label}
        required={required}
        error={error}
        hint={`Accepted: ${ACCEPTED_FILES_HINT}. You can choose several files.`}
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        inputClassName={styles.fileInput}
        onChoose={onChoose}
      />
      {notice && <Alert tone="warning">{notice}</Alert>}
      {files.length > 0 && (
        <Stack as="ul" gap="xs" className={styles.fileList} aria-label="Chosen files">
          {files.map((file, index) => (
            <Inline as="li" gap="sm" justify="between" nowrap key={`${file.name}-${index}`} className={styles.fileItem}>
              <ChosenFile file={file} sizeText="xs" />
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
