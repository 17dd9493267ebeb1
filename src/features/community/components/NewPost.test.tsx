import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  communityMessages,
  POST_TITLE_MAX_LENGTH,
  type Post,
} from "../../../../contract/community.ts";
import { descriptionOf, signIn } from "../../../test-utils/account.ts";
import { stubIntersectionObserver } from "../../../test-utils/intersection-observer.ts";
import { stubMatchMedia } from "../../../test-utils/media.ts";
import { Reply } from "../../../test-utils/network.ts";
import { renderApp } from "../../../test-utils/render-app.tsx";
import { expectUpgradePromptThenMove } from "../../../test-utils/upgrade-prompt.ts";
import {
  cardOf,
  deferred,
  emptyOutbox,
  feedTitles,
  me,
  post,
  stubCommunityApi,
  type,
} from "../../../test-utils/community.ts";

const form = () => screen.getByRole("form", { name: "New post" });
const titleBox = () => within(form()).getByLabelText("Post Title");
const textBox = () => within(form()).getByLabelText("Post Content");
const submit = () =>
  fireEvent.click(within(form()).getByRole("button", { name: "Post" }));
const pendingCards = () =>
  within(
    screen.getByRole("list", { name: "Your posts waiting to be sent" }),
  ).getAllByRole("article");

function write(title: string, text: string) {
  type(titleBox(), title);
  type(textBox(), text);
  submit();
}

/** The server's answer to a new post: made from what was sent, as the author's own. */
const created = (body: { title: string; text: string }, n = 50): Post =>
  post(n, {
    ...body,
    user: me,
    canDelete: true,
    createdAt: new Date().toISOString(),
  });

describe("writing a post", () => {
  beforeEach(() => {
    stubMatchMedia();
    stubIntersectionObserver();
  });
  afterEach(async () => {
    await emptyOutbox();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says what is wrong under each field in the contract's words, at once and without sending", async () => {
    signIn();
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }));
    renderApp("/rc-community");
    await cardOf("Post 1");
    // As it is typed, before any attempt to post.
    type(titleBox(), "x".repeat(POST_TITLE_MAX_LENGTH + 1));
    expect(descriptionOf(titleBox())).toBe(
      "Post title may be at most 200 characters",
    );
    expect(titleBox().getAttribute("aria-invalid")).toBe("true");
    type(titleBox(), "Fine title");
    expect(descriptionOf(titleBox())).toBe("");
    type(textBox(), "   \n ");
    expect(descriptionOf(textBox())).toBe(communityMessages.textRequired);

    type(titleBox(), "");
    type(textBox(), "");
    submit();
    await waitFor(() =>
      expect(descriptionOf(titleBox())).toBe(communityMessages.titleRequired),
    );
    expect(descriptionOf(textBox())).toBe(communityMessages.textRequired);
    expect(api.sent("POST /api/community-posts/create")).toEqual([]);
  });

  it("shows the new post as pending on top of the feed at once, then as posted, with the feed back at page 1", async () => {
    signIn();
    let posts = [post(1)];
    const answer = deferred<Reply>();
    const api = stubCommunityApi(() => ({ posts, hasMore: false }), {
      "POST /api/community-posts/create": () => answer.promise,
    });
    renderApp("/rc-community");
    await cardOf("Post 1");

    write(
      "  Blinding in surgical trials  ",
      "Who should be blinded?\nSee https://example.org",
    );
    await waitFor(() => expect(pendingCards()).toHaveLength(1));
    const pending = pendingCards()[0]!;
    expect(
      within(pending).getByRole("heading", {
        name: "Blinding in surgical trials",
      }),
    ).toBeTruthy();
    expect(
      within(pending).getByText(
        "Pending — will be posted when you are back online",
      ),
    ).toBeTruthy();
    expect(within(pending).getByText(me.name)).toBeTruthy();
    // The form is ready for the next post (it clears as the pending card shows, not necessarily in the same render).
    await waitFor(() => expect((titleBox() as HTMLInputElement).value).toBe(""));
    expect((textBox() as HTMLTextAreaElement).value).toBe("");

    await waitFor(() =>
      expect(api.sent("POST /api/community-posts/create")).toHaveLength(1),
    );
    const [sent] = api.sent("POST /api/community-posts/create") as {
      title: string;
      text: string;
      clientId: string;
    }[];
    expect(sent).toEqual({
      title: "Blinding in surgical trials",
      text: "Who should be blinded?\nSee https://example.org",
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const made = created(sent!);
    posts = [made, ...posts];
    answer.resolve(
      new Reply(201, { message: communityMessages.posted, data: made }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("list", { name: "Your posts waiting to be sent" }),
      ).toBeNull(),
    );
    const card = await cardOf("Blinding in surgical trials");
    expect(within(card).getByText("Posted just now")).toBeTruthy();
    expect(feedTitles()).toEqual(["Blinding in surgical trials", "Post 1"]);
    await waitFor(() =>
      expect(api.lists).toEqual([
        { query: "", page: 1 },
        { query: "", page: 1 },
      ]),
    );
  });

  it("keeps a refused post with the server's message, and its editor shows the field messages", async () => {
    signIn();
    let refuse = true;
    const api = stubCommunityApi(() => ({ posts: [], hasMore: false }), {
      "POST /api/community-posts/create": async ({ request }) => {
        const body = (await request.json()) as { title: string; text: string };
        if (refuse)
          return new Reply(400, {
            code: "validation",
            message: "This title is taken",
            issues: [{ path: "title", message: "This title is taken" }],
          });
        return new Reply(201, {
          message: communityMessages.posted,
          data: created(body),
        });
      },
    });
    renderApp("/rc-community");
    await screen.findByText("No posts match your search.");
    write("Taken", "Some text");
    const pending = await waitFor(() => pendingCards()[0]!);
    expect(
      await within(pending).findByText("Not posted: This title is taken"),
    ).toBeTruthy();
    // The error alert says it too, for its 5 s.
    expect(
      (await screen.findAllByText("This title is taken")).some(
        (el) => el.closest("li") && !pending.contains(el),
      ),
    ).toBe(true);

    fireEvent.click(within(pending).getByRole("button", { name: "Edit" }));
    const editor = within(pending).getByRole("form", {
      name: "Edit your post",
    });
    const title = within(editor).getByLabelText(
      "Post Title",
    ) as HTMLInputElement;
    expect(title.value).toBe("Taken");
    expect(document.activeElement).toBe(title);
    expect(descriptionOf(title)).toBe("This title is taken");

    refuse = false;
    type(title, "Not taken");
    fireEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await cardOf("Not taken");
    expect(
      api
        .sent("POST /api/community-posts/create")
        .map((body) => (body as { title: string }).title),
    ).toEqual(["Taken", "Not taken"]);
  });

  it("sends a visitor to sign in, and back here afterwards, without posting", async () => {
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }));
    const { router } = renderApp("/rc-community?search=trial");
    await cardOf("Post 1");
    write("A question", "Some text");
    expect(await screen.findByText("Please login or register")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({
      redirect: "/rc-community?search=trial",
    });
    expect(api.sent("POST /api/community-posts/create")).toEqual([]);
  });

  it("shows a member whose plan lacks the community the upgrade prompt, and a refusal for the plan the same way", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let access = false;
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }), {
      "GET /api/subscriptions/check-feature/research-community": () => ({
        isAccessible: access,
      }),
      "POST /api/community-posts/create": new Reply(403, {
        code: "upgrade_required",
        title: "Upgrade Required!",
        message:
          "To access this feature, please purchase or upgrade to a suitable plan.",
      }),
    });
    const { router } = renderApp("/rc-community");
    await cardOf("Post 1");
    await waitFor(() =>
      expect(api.requested()).toContain(
        "GET /api/subscriptions/check-feature/research-community",
      ),
    );
    write("A question", "Some text");
    await expectUpgradePromptThenMove(router, "/rc-community", "/plans");
    expect(api.sent("POST /api/community-posts/create")).toEqual([]);

    // The plan changed on another device, but the server still refuses.
    access = true;
    await act(() => router.navigate({ to: "/rc-community" }));
    await cardOf("Post 1");
    write("A question", "Some text");
    await expectUpgradePromptThenMove(router, "/rc-community", "/plans");
    expect(api.sent("POST /api/community-posts/create")).toHaveLength(1);
  });
});
