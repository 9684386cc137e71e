import { Pencil, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A list row's Edit and Delete buttons, named after the row for screen readers; no Delete
 * without `onDelete` (a row that cannot be deleted).
 */
export function EditDeleteButtons({
  title,
  onEdit,
  onDelete,
}: {
  title: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onEdit}
        aria-label={`Edit ${title}`}
      >
        <Pencil aria-hidden="true" />
        <span aria-hidden="true">Edit</span>
      </Button>
      {onDelete ? <DeleteButton title={title} onClick={onDelete} /> : null}
    </>
  );
}

/** A list row's Delete button, named after the row for screen readers. */
export function DeleteButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onClick}
      aria-label={`Delete ${title}`}
      className="text-destructive hover:text-destructive"
    >
      <Trash2 aria-hidden="true" />
      <span aria-hidden="true">Delete</span>
    </Button>
  );
}
