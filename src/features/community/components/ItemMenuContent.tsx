import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import {
  FLAG_REASONS,
  type FlagReason,
} from "../../../../contract/community.ts";
import * as styles from "./Community.css.ts";
import { ConfirmDelete } from "../../admin/index.ts";
import type { ItemMenuProps } from "./ItemMenu.tsx";
import { MoreIcon } from "./icons.tsx";

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
