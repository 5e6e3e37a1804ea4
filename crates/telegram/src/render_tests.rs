//! Unit tests of reply rendering: escaping, splitting and documents, with hostile inputs.

use proptest::prelude::*;

use super::*;

fn visible(html: &str) -> String {
    plain(html)
}

/// Every part fits, and its tags are balanced and well formed.
fn check_parts(parts: &[String], limit: usize) {
    for p in parts {
        assert!(utf16::len(p) <= limit, "part of {} units > {limit}: {p:?}", utf16::len(p));
        assert_eq!(p.matches("<pre>").count(), p.matches("</pre>").count(), "unbalanced: {p:?}");
        assert_eq!(p.matches("<code").count(), p.matches("</code>").count(), "unbalanced: {p:?}");
        let stripped = p.replace("&amp;", "").replace("&lt;", "").replace("&gt;", "");
        assert!(!stripped.replace("&quot;", "").contains('&'), "raw & in {p:?}");
        assert!(!p.trim().is_empty());
    }
}

fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

const NASTY: &str = "_*[]()~`>#+-=|{}.!\\ <b>&amp; \"q\" </pre> 😀👨‍👩‍👧 代码 \u{200b}";

#[test]
fn every_markdown_v2_and_html_special_character_survives_escaping() {
    let parts = html_parts(NASTY, LIMIT);
    assert_eq!(parts.len(), 1);
    check_parts(&parts, LIMIT);
    assert_eq!(visible(&parts[0]), NASTY);
    assert!(parts[0].contains("&lt;b&gt;&amp;amp;"), "{}", parts[0]);
}

#[test]
fn fenced_code_becomes_a_pre_block_with_its_language() {
    let text = "Look:\n```python\nif a < b and c > d: print(\"&\")\n```\nDone.";
    let parts = html_parts(text, LIMIT);
    assert_eq!(
        parts,
        vec![
            "Look:\n<pre><code class=\"language-python\">if a &lt; b and c &gt; d: print(&quot;&amp;&quot;)</code></pre>\nDone."
        ]
    );
}

#[test]
fn inline_code_bold_and_list_items_become_telegram_formatting() {
    let text = "**Functional requirements**\n- Return `nums[i] < 0` as **`true`**\nkeep `a ** b` and 2 * 3";
    assert_eq!(
        html_parts(text, LIMIT),
        vec![
            "<b>Functional requirements</b>\n• Return <code>nums[i] &lt; 0</code> as \
             <b><code>true</code></b>\nkeep <code>a ** b</code> and 2 * 3"
        ]
    );
}

#[test]
fn a_hostile_members_name_on_the_board_gets_no_formatting_or_markup() {
    let name = mashang_core::names::display("**boss** `rm -rf` <b>x</b> ``` &amp;");
    let html = html_parts(&format!("1. {name} — 3 solved"), LIMIT).join("");
    for tag in ["<b>", "<code>", "<pre>"] {
        assert!(!html.contains(tag), "{tag} from a name: {html}");
    }
}

#[test]
fn markers_that_become_tags_still_split_into_parts_that_fit() {
    let text = "`x` **y** ".repeat(2_000);
    let parts = html_parts(&text, LIMIT);
    assert!(parts.len() > 1);
    check_parts(&parts, LIMIT);
}

#[test]
fn a_hostile_fence_tag_cannot_inject_markup() {
    let parts = html_parts("```py\"><b onclick=x>\nx\n```", LIMIT);
    assert_eq!(parts, vec!["<pre><code class=\"language-pyb\">x</code></pre>"]);
}

#[test]
fn inline_fences_in_prose_are_not_code_blocks() {
    let text = "Submit code in a fenced block, e.g. ```python … ```; ok";
    assert_eq!(html_parts(text, LIMIT), vec![escape(text)]);
}

#[test]
fn long_code_blocks_are_closed_and_reopened_across_parts() {
    let body: Vec<String> = (0..400).map(|i| format!("    x{i} = '代码😀' + \"<&>\"")).collect();
    let text = format!("Intro 😀\n```rust\n{}\n```\nOutro 中文", body.join("\n"));
    let parts = html_parts(&text, LIMIT);
    assert!(parts.len() >= 3, "{} parts", parts.len());
    check_parts(&parts, LIMIT);
    for p in &parts[1..] {
        assert!(p.starts_with("<pre><code class=\"language-rust\">"), "{}", &p[..60]);
    }
    // Lines are never cut: each visible line of code is whole.
    let shown: Vec<String> = parts.iter().map(|p| visible(p)).collect();
    let lines: Vec<&str> = shown.iter().flat_map(|s| s.lines()).collect();
    for l in &body {
        assert!(lines.contains(&l.as_str()), "line {l:?} was split");
    }
    assert_eq!(squash(&shown.concat()), squash(&text.replace("```rust", "").replace("```", "")));
}

#[test]
fn a_single_line_longer_than_a_message_is_cut_between_characters() {
    let line = "😀&<代>".repeat(3000);
    let parts = html_parts(&line, LIMIT);
    check_parts(&parts, LIMIT);
    assert!(parts.len() > 1);
    assert_eq!(parts.iter().map(|p| visible(p)).collect::<String>(), line);
}

#[test]
fn a_ten_thousand_line_output_goes_out_as_a_document() {
    let text: String = (0..10_000).map(|i| format!("line {i}: <&> 😀\n")).collect();
    let reply =
        Reply { kind: ReplyKind::Message, text: text.clone(), locale: Locale::En, card: None };
    let out = render(&reply, Locale::En);
    assert_eq!(out.len(), 1);
    let Outgoing::Document { name, bytes, caption } = &out[0] else { panic!("{out:?}") };
    assert_eq!(name, "mashang.txt");
    assert_eq!(bytes, text.trim_end().as_bytes());
    assert!(caption.contains("10000"), "{caption}");
}

#[test]
fn progress_replies_ask_for_a_typing_indicator_and_empty_ones_send_nothing() {
    let r = Reply {
        kind: ReplyKind::Progress,
        text: "Judging…".into(),
        locale: Locale::En,
        card: None,
    };
    assert_eq!(
        render(&r, Locale::En),
        vec![Outgoing::Text { html: "Judging…".into(), keyboard: None }, Outgoing::Typing]
    );
    assert!(
        render(
            &Reply {
                kind: ReplyKind::Message,
                text: " \n ".into(),
                locale: Locale::En,
                card: None
            },
            Locale::En
        )
        .is_empty()
    );
}

#[test]
fn empty_lines_at_a_full_part_start_a_new_part_instead_of_overflowing() {
    let lines = ["```", "```", "```aa", "aa]&<]\"&[", "```aa", "", ""];
    let parts = html_parts(&lines.join("\n"), 100);
    check_parts(&parts, 100);
}

#[test]
fn a_text_that_fits_only_without_closing_its_last_open_block_is_split() {
    // Found by the property test below (limit 263, a part of 275 units): the text measured 262
    // but its HTML closes the unclosed block, 13 units more.
    let lines = [
        "&>_<aa[]a😀[_*a代 <&<[\"[a[",
        ">代][*&>a* a&<a\" a]&<",
        "```aaaa",
        "代\">_>]*a😀< 😀<>[_*& \"",
        "a😀<**[\"<_ <<*<😀a >😀[_<]&代a<&😀a]aa代a",
    ];
    let parts = html_parts(&lines.join("\n"), 263);
    check_parts(&parts, 263);
}

proptest! {
    #[test]
    fn any_text_splits_into_fitting_balanced_parts_that_lose_nothing(
        lines in prop::collection::vec("[a-z<>&\"_*😀代 \\[\\]]{0,40}|```[a-z]{0,4}|```", 0..60),
        limit in 80usize..400,
    ) {
        let text = lines.join("\n");
        let parts = html_parts(&text, limit);
        check_parts(&parts, limit);
        let shown: String = parts.iter().map(|p| visible(p)).collect();
        let mut open = false;
        let expected: String = text
            .lines()
            .filter(|l| {
                let t = l.trim();
                if !open && l.trim_start().starts_with("```") {
                    open = true;
                    false
                } else if open && t.starts_with("```") && t.trim_matches('`').is_empty() {
                    open = false;
                    false
                } else {
                    true
                }
            })
            .collect();
        // Markers become tags, or stay text where a cut splits their pair: compare without them.
        let unmarked = |s: &str| squash(s).replace(['*', '•'], "");
        prop_assert_eq!(unmarked(&shown), unmarked(&expected));
    }
}

#[test]
fn help_renders_its_example_as_a_code_block_with_no_stray_fences() {
    for l in [Locale::En, Locale::ZhCn] {
        let reply =
            Reply { kind: ReplyKind::Message, text: t(l, "help", &[]), locale: l, card: None };
        let html: String = render(&reply, l)
            .into_iter()
            .map(|o| match o {
                Outgoing::Text { html, .. } => html,
                other => panic!("help is text, not {other:?}"),
            })
            .collect();
        assert!(html.contains("<pre><code class=\"language-python\">def solve"), "{l:?}: {html}");
        assert!(!html.contains("```"), "{l:?}: a fence shown as text: {html}");
    }
}
