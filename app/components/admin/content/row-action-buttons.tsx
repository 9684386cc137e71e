import { Eye, History, type LucideIcon, Pencil, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

type RowAction = { title: string; onClick: () => void };

/** A list row's button: its word shown, its name for screen readers saying which row. */
function RowActionButton({
  icon: Icon,
  text,
  label,
  onClick,
  destructive = false,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  onClick: () => void;
  destructive?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onClick}
      aria-label={label}
      className={destructive ? "text-destructive hover:text-destructive" : undefined}
    >
      <Icon aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </Button>
  );
}

export function EditButton({ title, onClick }: RowAction) {
  return <RowActionButton icon={Pencil} text="Edit" label={`Edit ${title}`} onClick={onClick} />;
}

export function DeleteButton({ title, onClick }: RowAction) {
  return (
    <RowActionButton
      icon={Trash2}
      text="Delete"
      label={`Delete ${title}`}
      onClick={onClick}
      destructive
    />
  );
}

export function PreviewButton({ title, onClick }: RowAction) {
  return (
    <RowActionButton icon={Eye} text="Preview" label={`Preview of ${title}`} onClick={onClick} />
  );
}

export function HistoryButton({ title, onClick }: RowAction) {
  return (
    <RowActionButton
      icon={History}
      text="History"
      label={`History of ${title}`}
      onClick={onClick}
    />
  );
}
