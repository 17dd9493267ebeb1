import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  communityMessages,
  type Comment,
} from "../../../../contract/community.ts";
import { signIn } from "../../../test-utils/account.ts";
import { stubIntersectionObserver } from "../../../test-utils/intersection-observer.ts";
import { stubMatchMedia } from "../../../test-utils/media.ts";
import { Reply } from "../../../test-utils/network.ts";
import { renderApp } from "../../../test-utils/render-app.tsx";
import {
  cardOf,
  deleteFromMenu,
  closeMenu,
  comment,
  deferred,
  emptyOutbox,
  me,
  openMenu,
  post,
  reply,
  stubCommunityApi,
  type,
} from "../../../test-utils/community.ts";

const target = post(1, { title: "Power calculation help", comments: 2 });
const dialog = () => screen.getByRole("dialog", { name: "Comments" });
const commentList = () =>
  within(dialog()).findByRole("list", { name: "Comments" });
const commentItems = () =>
  within(within(dialog()).getByRole("list", { name: "Comments" }))
    .getAllByRole("listitem")
    .filter(
      (li) => li.parentElement?.getAttribute("aria-label") === "Comments",
    );
const commentBox = () => within(dialog()).getByPlaceholderText("Enter comment");

async function openComments() {
  fireEvent.click(
    within(await cardOf("Power calculation help")).getByRole("button", {
      name: /^Comments \(/,
    }),
  );
  await screen.findByRole("dialog", { name: "Comments" });
  await commentList();
}

/** Closes the dialog, which hides the page from assistive technology while it is open. */
async function closeComments() {
  await waitFor(() => {
    const open = screen.queryByRole("dialog");
    if (open) fireEvent.keyDown(open, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
}

/** The post's comments as the server keeps them: what is added is answered and kept. */
function commentsServer(
  initial: Comment[],
  gate: Promise<unknown> = Promise.resolve(),
) {
  const comments = [...initial];
  let next = 100;
  const api = stubCommunityApi(
    () => ({
      posts: [
        {
          ...target,
          comments: comments.reduce(
            (n, c) => n + 1 + c.childComments.length,
            0,
          ),
        },
      ],
      hasMore: false,
    }),
    {
      "GET /api/community-posts/:postId/comments": () => ({
        comments,
        hasMore: false,
      }),
      "POST /api/community-posts/:postId/comments/create": async ({
        request,
      }) => {
        const { text } = (await request.json()) as { text: string };
        await gate;
        const made = comment(next++, target.id, {
          text,
          user: me,
          canDelete: true,
          createdAt: new Date().toISOString(),
        });
        comments.push(made);
        return new Reply(201, { message: "Comment added", data: made });
      },
      "POST /api/community-posts/:postId/comments/:commentId/reply/create":
        async ({ request, params }) => {
          const { text } = (await request.json()) as { text: string };
          const parent = comments.find((c) => c.id === params.commentId)!;
          const made = reply(next++, parent, {
            text,
            createdAt: new Date().toISOString(),
          });
          parent.childComments = [...parent.childComments, made];
          return new Reply(201, { message: "Reply added", data: made });
        },
      "DELETE /api/community-posts/:postId/comments/:commentId/delete": ({
        params,
      }) => {
        comments.splice(
          comments.findIndex((c) => c.id === params.commentId),
          1,
        );
        return new Reply(200, { message: communityMessages.commentDeleted });
      },
    },
  );
  return { api, comments };
}

const first = comment(1, target.id, {
  text: "Use G*Power. See https://example.org/gpower",
  user: { id: "user-3", name: "Dr. Meera Iyer" },
});
const second = comment(2, target.id, { user: me, canDelete: true });
first.childComments = [reply(1, first)];

describe("comments and replies", () => {
  beforeEach(() => {
    stubMatchMedia();
    stubIntersectionObserver();
  });
  afterEach(async () => {
    await emptyOutbox();
    Reflect.deleteProperty(navigator, "onLine");
    vi.unstubAllGlobals();
  });

  it("opens in a dialog: each comment with its author, age, text, menu and a reply toggle with the count", async () => {
    commentsServer([first, second]);
    renderApp("/rc-community");
    await openComments();
    expect(
      within(dialog()).getByText("On “Power calculation help”"),
    ).toBeTruthy();
    const [one, two] = commentItems();
    expect(within(one!).getByText("Dr. Meera Iyer")).toBeTruthy();
    expect(within(one!).getByText("1 hour ago").getAttribute("dateTime")).toBe(
      first.createdAt,
    );
    expect(
      within(one!)
        .getByRole("link", {
          name: "https://example.org/gpower (opens in a new tab)",
        })
        .getAttribute("rel"),
    ).toBe("nofollow ugc noopener");
    expect(within(two!).getByText("Comment 2")).toBeTruthy();

    const toggle = within(one!).getByRole("button", { name: "Replies (1)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(one!).queryByText("Reply 1")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const replies = within(one!).getByRole("list", {
      name: "Replies to Dr. Meera Iyer",
    });
    expect(within(replies).getByText("Reply 1")).toBeTruthy();
    expect(within(replies).getByText("30 minutes ago")).toBeTruthy();
    expect(within(one!).getByPlaceholderText("Enter reply")).toBeTruthy();
    expect(
      within(two!).getByRole("button", { name: "Replies (0)" }),
    ).toBeTruthy();

    // Escape closes it and gives focus back to the button that opened it.
    await closeComments();
    expect(document.activeElement?.getAttribute("aria-label")).toBe(
      "Comments (3)",
    );
  });

  it("adds a comment: pending at once, then in the list, with the post’s count and the feed from page 1", async () => {
    signIn();
    // The server answers when the test has seen the pending comment.
    const answer = deferred<void>();
    const { api } = commentsServer([first], answer.promise);
    renderApp("/rc-community");
    await openComments();
    type(commentBox(), "Try   a simulation\ninstead");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Comment" }));
    const note = await within(dialog()).findByText(
      "Pending — will be posted when you are back online",
    );
    expect(
      within(note.parentElement!).getByText("Try   a simulation\ninstead", {
        normalizer: (t) => t,
      }),
    ).toBeTruthy();
    expect(commentItems()).toHaveLength(1);
    answer.resolve();
    await waitFor(() => expect(commentItems()).toHaveLength(2));
    expect(
      within(commentItems()[1]!).getByText("Try   a simulation\ninstead", {
        normalizer: (t) => t,
      }),
    ).toBeTruthy();
    expect(
      within(dialog()).queryByText(
        "Pending — will be posted when you are back online",
      ),
    ).toBeNull();
    expect((commentBox() as HTMLTextAreaElement).value).toBe("");
    expect(
      api.sent(`POST /api/community-posts/${target.id}/comments/create`),
    ).toEqual([
      { text: "Try   a simulation\ninstead", clientId: expect.any(String) },
    ]);
    await closeComments();
    expect(
      await within(await cardOf("Power calculation help")).findByRole(
        "button",
        { name: "Comments (3)" },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.lists.length).toBeGreaterThan(1));
    expect(api.lists.every((l) => l.page === 1)).toBe(true);
  });

  it("adds a reply under its comment and counts it on the toggle", async () => {
    signIn();
    const { api } = commentsServer([{ ...first, childComments: [] }]);
    renderApp("/rc-community");
    await openComments();
    const [one] = commentItems();
    fireEvent.click(within(one!).getByRole("button", { name: "Replies (0)" }));
    type(within(one!).getByPlaceholderText("Enter reply"), "Agreed");
    fireEvent.click(within(one!).getByRole("button", { name: "Reply" }));
    expect(
      await within(one!).findByRole("button", { name: "Replies (1)" }),
    ).toBeTruthy();
    expect(
      within(
        within(one!).getByRole("list", { name: "Replies to Dr. Meera Iyer" }),
      ).getByText("Agreed"),
    ).toBeTruthy();
    expect(
      api.sent(
        `POST /api/community-posts/${target.id}/comments/${first.id}/reply/create`,
      ),
    ).toEqual([{ text: "Agreed", clientId: expect.any(String) }]);
    await closeComments();
    expect(
      await within(await cardOf("Power calculation help")).findByRole(
        "button",
        { name: "Comments (2)" },
      ),
    ).toBeTruthy();
  });

  it("offers Delete on the reader’s own comment only, and removes it", async () => {
    signIn();
    const { api } = commentsServer([first, second]);
    renderApp("/rc-community");
    await openComments();
    const [one, two] = commentItems();
    expect(
      await openMenu(one!, "More actions for the comment by Dr. Meera Iyer"),
    ).toEqual(["Flag as spam", "Flag as off-topic", "Flag as inappropriate"]);
    await closeMenu();
    expect(
      await openMenu(two!, `More actions for the comment by ${me.name}`),
    ).toEqual(["Delete"]);
    await deleteFromMenu("Delete this comment?");
    expect(
      await screen.findByText(communityMessages.commentDeleted),
    ).toBeTruthy();
    await waitFor(() => expect(commentItems()).toHaveLength(1));
    expect(api.requested()).toContain(
      `DELETE /api/community-posts/${target.id}/comments/${second.id}/delete`,
    );
  });

  it("sends a visitor who comments to sign in, without sending", async () => {
    const { api } = commentsServer([first]);
    const { router } = renderApp("/rc-community");
    await openComments();
    type(commentBox(), "Hello");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Comment" }));
    expect(await screen.findByText("Please login or register")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.requested().filter((r) => r.startsWith("POST"))).toEqual([]);
  });

  it("keeps a comment written offline as pending in the dialog, to edit or discard", async () => {
    signIn();
    const { api } = commentsServer([first]);
    renderApp("/rc-community");
    await openComments();
    Object.defineProperty(navigator, "onLine", {
      value: false,
      configurable: true,
    });
    type(commentBox(), "Written offline");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Comment" }));
    const note = await within(dialog()).findByText(
      "Pending — will be posted when you are back online",
    );
    const pending = note.parentElement!;
    expect(within(pending).getByText("Written offline")).toBeTruthy();
    fireEvent.click(within(pending).getByRole("button", { name: "Edit" }));
    type(within(pending).getByLabelText("Edit your comment"), "Edited offline");
    fireEvent.click(within(pending).getByRole("button", { name: "Save" }));
    fireEvent.click(
      await within(pending).findByRole("button", { name: "Discard" }),
    );
    expect(within(pending).getByText("Edited offline").tagName).toBe("P");
    await waitFor(() =>
      expect(within(dialog()).queryByText("Edited offline")).toBeNull(),
    );
    expect(api.requested().filter((r) => r.startsWith("POST"))).toEqual([]);
  });
});
