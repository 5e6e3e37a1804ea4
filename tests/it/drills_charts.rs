//! Charts are valid PNGs of the promised size, and Chinese labels are really drawn (glyphs from the
//! embedded font, not empty boxes or nothing) without any system font.

use chrono::NaiveDate;
use mashang_core::drills::MemberId;
use mashang_core::drills::board::{BoardRow, ScoreRow, rank};
use mashang_core::drills::charts::{ProgressPoint, progress, radar, weekly_board};

/// Decodes a PNG: (width, height, RGB(A) pixels, bytes per pixel).
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>, usize) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a valid PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("buffer size")];
    let info = reader.next_frame(&mut buf).expect("a decodable frame");
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf, info.color_type.samples())
}

/// Dark pixels inside a rectangle.
fn ink(img: &(u32, u32, Vec<u8>, usize), x0: u32, y0: u32, x1: u32, y1: u32) -> usize {
    let (w, _, px, n) = img;
    let mut count = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let i = ((y * w + x) as usize) * n;
            if px[i] < 128 && px[i + 1] < 128 && px[i + 2] < 128 {
                count += 1;
            }
        }
    }
    count
}

fn labels(ls: &[&str]) -> Vec<String> {
    ls.iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_radar_draws_chinese_labels_with_the_embedded_font() {
    let scores = [Some(4.0), Some(3.5), Some(5.0), Some(2.0), None];
    let zh = radar("面试报告", &labels(&["正确性", "复杂度", "代码风格", "沟通", "应变"]), &scores)
        .unwrap();
    if let Ok(dir) = std::env::var("MASHANG_CHART_DIR") {
        std::fs::write(format!("{dir}/radar.png"), &zh).unwrap(); // for looking at it
    }
    let img = decode(&zh);
    assert_eq!((img.0, img.1), (640, 640));
    // The title region has ink, and different characters give different ink.
    let title = ink(&img, 0, 0, 640, 70);
    assert!(title > 300, "the Chinese title is drawn: {title} dark pixels");
    let other = decode(
        &radar("练习进度", &labels(&["正确性", "复杂度", "代码风格", "沟通", "应变"]), &scores)
            .unwrap(),
    );
    assert_ne!(img.2, other.2, "distinct CJK strings render distinct glyphs");
    let blank = decode(&radar("", &labels(&["", "", "", "", ""]), &scores).unwrap());
    assert_eq!(ink(&blank, 0, 0, 640, 70), 0, "no title, no ink: the ink above is the text");
    assert!(ink(&img, 0, 70, 640, 640) > ink(&blank, 0, 70, 640, 640) + 300, "labels drawn");
}

#[test]
fn progress_and_weekly_board_are_valid_pngs_of_the_expected_size() {
    let d = |n| NaiveDate::from_ymd_opt(2026, 3, n).unwrap();
    let days: Vec<_> = (1..=7).map(|n| ProgressPoint { day: d(n), points: 10 + n }).collect();
    let img = decode(&progress("小明的进度", "日期", "积分", &days).unwrap());
    assert_eq!((img.0, img.1), (800, 480));
    assert!(ink(&img, 0, 0, 800, 60) > 200, "the Chinese caption is drawn");
    let rows: Vec<BoardRow> = rank(&[
        ScoreRow {
            member: MemberId("a".into()),
            name: "张三".into(),
            points: 40,
            at: chrono::Utc::now(),
        },
        ScoreRow {
            member: MemberId("b".into()),
            name: "Bob".into(),
            points: 25,
            at: chrono::Utc::now(),
        },
    ]);
    let board = decode(&weekly_board("本周排行榜", &rows).unwrap());
    assert_eq!((board.0, board.1), (800, 100 + 56 * 2));
    assert!(ink(&board, 20, 80, 250, 130) > 100, "the Chinese member name is drawn");
}

#[test]
fn a_report_radar_is_labelled_in_the_users_language() {
    use mashang_core::drills::charts::report_radar;
    use mashang_core::report::Report;
    use mashang_i18n::Locale;
    let report: Report = serde_json::from_value(serde_json::json!({
        "interview_id": "iv", "role": "algorithm", "level": "junior", "rounds": [],
        "overall": [["correctness", 4.0], ["complexity", 3.0], ["style", null],
                    ["communication", 2.5], ["adaptability", 3.0]],
        "overall_score": 3.1, "weak_topics": [], "finish_reason": "all_rounds", "created_at_ms": 0
    }))
    .unwrap();
    let zh = decode(&report_radar(&report, "报告", Locale::ZhCn).unwrap());
    let en = decode(&report_radar(&report, "报告", Locale::En).unwrap());
    assert_eq!((zh.0, zh.1), (640, 640));
    assert_ne!(zh.2, en.2, "the labels follow the locale");
    assert_eq!(ink(&zh, 0, 0, 640, 70), ink(&en, 0, 0, 640, 70), "same title either way");
}
