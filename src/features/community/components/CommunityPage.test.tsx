import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "../../../test-utils/intersection-observer.ts";
import { stubMatchMedia } from "../../../test-utils/media.ts";
import { renderApp } from "../../../test-utils/render-app.tsx";
import {
  cardOf,
  deferred,
  feedTitles,
  post,
  postsOf,
  stubCommunityApi,
} from "../../../test-utils/community.ts";

const status = () =>
  screen
    .getAllByRole("status")
    .find((s) => s.closest("section[aria-labelledby]"))!;
const searchBox = () =>
  screen.getByRole("searchbox", { name: "Search posts" }) as HTMLInputElement;

describe("the research community feed", () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    stubMatchMedia();
    viewport = stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the managed introduction, then each post with its author, age, title, text, likes and comments", async () => {
    const first = post(1, {
      title: "Sample size for a pilot RCT?",
      text: "We plan 30 per arm.\nIs that enough?",
      likes: 4,
      liked: true,
      comments: 2,
    });
    stubCommunityApi(() => ({ posts: [first, post(2)], hasMore: false }));
    renderApp("/rc-community");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Research community",
      }),
    ).toBeTruthy();
    expect(
      screen.getByText("Ask questions and share what you found."),
    ).toBeTruthy();
    expect(
      screen.getByText("Be kind; staff review flagged posts."),
    ).toBeTruthy();
    expect(
      screen
        .getByRole("img", { name: "Researchers talking" })
        .getAttribute("src"),
    ).toBe("/api/serve-file/starter%2Fsections%2Fcommunity.svg");

    const card = await cardOf("Sample size for a pilot RCT?");
    expect(within(card).getByText("Dr. Ravi Kumar")).toBeTruthy();
    const time = within(card).getByText("Posted 5 minutes ago");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("dateTime")).toBe(first.createdAt);
    // Line breaks are kept as typed, shown by `white-space: pre-wrap`.
    expect(within(card).getByText(/We plan 30 per arm\./).textContent).toBe(
      "We plan 30 per arm.\nIs that enough?",
    );
    const like = within(card).getByRole("button", { name: "Like (4)" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
    expect(like.textContent).toBe("4");
    expect(
      within(card).getByRole("button", { name: "Comments (2)" }).textContent,
    ).toBe("2");
    expect(
      within(await cardOf("Post 2"))
        .getByRole("button", { name: "Like (0)" })
        .getAttribute("aria-pressed"),
    ).toBe("false");
    expect(status().textContent).toBe("2 posts shown. No more posts to load.");
    await waitFor(() =>
      expect(document.title).toBe("Research Community · Scholar Hub"),
    );
  });

  it("labels a demo post as demo beside its author, and no member's", async () => {
    stubCommunityApi(() => ({
      posts: [post(1, { title: "A made-up question", demo: true }), post(2, { title: "A member's question" })],
      hasMore: false,
    }));
    renderApp("/rc-community");
    const demo = await cardOf("A made-up question");
    expect(within(demo).getByText("Demo").getAttribute("title")).toMatch(
      /^Made up to show how Scholar Hub works/,
    );
    expect(within(await cardOf("A member's question")).queryByText("Demo")).toBeNull();
  });

  it("says the first page is loading, and when no post matches", async () => {
    const answer = deferred<{ posts: never[]; hasMore: boolean }>();
    stubCommunityApi(() => answer.promise);
    renderApp("/rc-community");
    expect(await screen.findByText("Loading posts...")).toBeTruthy();
    answer.resolve({ posts: [], hasMore: false });
    expect(await screen.findByText("No posts match your search.")).toBeTruthy();
  });

  it("loads the next page when the end of the feed scrolls into view, until there are no more", async () => {
    const second = deferred<{
      posts: ReturnType<typeof postsOf>;
      hasMore: boolean;
    }>();
    const api = stubCommunityApi((params) =>
      params.get("page") === "1"
        ? { posts: postsOf(1), hasMore: true }
        : second.promise,
    );
    renderApp("/rc-community");
    await cardOf("Post 10");
    expect(screen.queryByText("No more posts to load.")).toBeNull();
    await waitFor(() => expect(viewport.watched()).toBe(1));
    viewport.scrollIntoView();
    expect(await screen.findByText("Loading more posts...")).toBeTruthy();
    second.resolve({ posts: postsOf(11, 3), hasMore: false });
    expect(await screen.findByText("No more posts to load.")).toBeTruthy();
    expect(feedTitles()).toEqual(
      Array.from({ length: 13 }, (_, i) => `Post ${i + 1}`),
    );
    expect(api.lists.map((l) => l.page)).toEqual([1, 2]);
  });

  it("keeps the search in the URL and sends it once typing pauses, from page 1", async () => {
    const api = stubCommunityApi((params) => ({
      posts: [
        post(1, {
          title: params.get("search")
            ? `Found: ${params.get("search")}`
            : "Everything",
        }),
      ],
      hasMore: false,
    }));
    const { router } = renderApp("/rc-community");
    await cardOf("Everything");
    expect(searchBox().placeholder).toBe("Search posts...");

    const entries = router.history.length;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.change(searchBox(), { target: { value: "cohort" } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(searchBox(), { target: { value: "cohort study" } });
    // Sent only once typing has paused for 300 ms.
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toEqual({});
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: "cohort study" }),
    );
    await cardOf("Found: cohort study");
    // Sent once typing paused: the words typed on the way were never asked for.
    expect(api.lists).toEqual([
      { query: "", page: 1 },
      { query: "search=cohort+study", page: 1 },
    ]);
    // Typed words replace the entry rather than add one per pause.
    expect(router.history.length).toBe(entries);

    fireEvent.change(searchBox(), { target: { value: "" } });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await cardOf("Everything");
  });

  it("opens with the search the URL holds", async () => {
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }));
    renderApp("/rc-community?search=biostatistics");
    await cardOf("Post 1");
    expect(searchBox().value).toBe("biostatistics");
    expect(api.lastList()).toEqual({ query: "search=biostatistics", page: 1 });
  });

  it("reads a search the API would refuse as none", async () => {
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }));
    renderApp(`/rc-community?search=${"x".repeat(300)}`);
    await cardOf("Post 1");
    expect(searchBox().value).toBe("");
    expect(api.lastList()).toEqual({ query: "", page: 1 });
  });

  it("shows what members wrote as plain text: links open in a new tab, and nothing is read as HTML", async () => {
    stubCommunityApi(() => ({
      posts: [
        post(1, {
          title: "<i>Title</i>",
          text: "See https://example.org/trial_(phase-2). And <b>x</b> <img src=x onerror=alert(1)>",
        }),
      ],
      hasMore: false,
    }));
    renderApp("/rc-community");
    const card = await cardOf("<i>Title</i>");
    const link = within(card).getByRole("link", {
      name: "https://example.org/trial_(phase-2) (opens in a new tab)",
    });
    expect(link.getAttribute("href")).toBe(
      "https://example.org/trial_(phase-2)",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("nofollow ugc noopener");
    expect(
      within(card).getByText(/And <b>x<\/b> <img src=x onerror=alert\(1\)>/),
    ).toBeTruthy();
    expect(card.querySelector("b, i, img")).toBeNull();
  });
});
