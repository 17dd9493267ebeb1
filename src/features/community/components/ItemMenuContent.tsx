import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import {
  FLAG_REASONS,
  type FlagReason,
} from "../../../../contract/community.ts";
import * as styles from "./Community.css.ts";
import { ConfirmDelete } from "../../admin-kit/index.ts";
import { MoreIcon } from "./icons.tsx";

/** What `ItemMenu` is given, and hands on whole to the menu once it has come. */
export interface ItemMenuProps {
  /** The trigger's name for screen readers: 'More actions for the post “Title”'. */
  label: string
  /** Delete is offered: the reader wrote it, or is staff. */
  canDelete: boolean
  /** Flagging is offered: someone else wrote it (a visitor who tries is asked to sign in). */
  canFlag: boolean
  /** What is deleted, as the confirmation names it: the post's title, or the comment's writer. */
  what: { kind: 'post' | 'comment' | 'reply'; name: string }
  /** Deletes it, once confirmed; the answer's message is shown. */
  onDelete: () => Promise<{ message?: string }>
  deleting: boolean
  onFlag: (reason: FlagReason) => void
}

const flagLabels: Record<FlagReason, string> = {
  spam: "Flag as spam",
  "off-topic": "Flag as off-topic",
  inappropriate: "Flag as inappropriate",
};

/** The menu itself (radix's), loaded the first time someone opens one; it opens at once when it arrives. */
export default function ItemMenuContent({
  label,
  canDelete,
  canFlag,
  what,
  onDelete,
  deleting,
  onFlag,
}: ItemMenuProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger className={styles.menuTrigger} aria-label={label}>
          <MoreIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.menu}
            align="end"
            sideOffset={4}
            collisionPadding={8}
          >
            {canDelete && (
              <DropdownMenu.Item
                className={styles.menuDanger}
                onSelect={() => setConfirming(true)}
              >
                Delete
              </DropdownMenu.Item>
            )}
            {canDelete && canFlag && (
              <DropdownMenu.Separator className={styles.menuSeparator} />
            )}
            {canFlag && (
              <DropdownMenu.Group>
                <DropdownMenu.Label className={styles.menuLabel}>
                  Ask staff to review it
                </DropdownMenu.Label>
                {FLAG_REASONS.map((reason) => (
                  <DropdownMenu.Item
                    key={reason}
                    className={styles.menuItem}
                    onSelect={() => onFlag(reason)}
                  >
                    {flagLabels[reason]}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {canDelete && (
        <ConfirmDelete
          control={{ open: confirming, onOpenChange: setConfirming }}
          name={what.name}
          question={`Delete this ${what.kind}?`}
          consequence={
            what.kind === "post"
              ? `“${what.name}” and its comments will be removed for everyone.`
              : `The ${what.kind} by ${what.name} will be removed for everyone${what.kind === "comment" ? ", with its replies" : ""}.`
          }
          remove={onDelete}
          pending={deleting}
          done="Deleted"
        />
      )}
    </>
  );
}
