//! The report's five dimensions as an inline SVG bar chart: text the page embeds as is (and the
//! Markdown as a `data:` image), so the replay needs no image file and no font download.

use std::fmt::Write as _;

use super::html::escape;
use crate::report::Dimension;
use mashang_i18n::{Locale, t};

/// One horizontal bar per dimension, scored out of 5 ("—" when it did not apply).
pub(crate) fn dimension_bars(overall: &[(Dimension, Option<f32>)], l: Locale) -> String {
    const ROW: usize = 34;
    let height = ROW * overall.len() + 16;
    let mut s = format!(
        "<svg width=\"560\" height=\"{height}\" \
         viewBox=\"0 0 560 {height}\" font-family=\"sans-serif\" font-size=\"14\">"
    );
    for (i, (d, score)) in overall.iter().enumerate() {
        let y = 8 + i * ROW;
        let name = escape(&t(l, &format!("dimension.{}", d.as_str()), &[]));
        let width = score.map_or(0.0, |x| f64::from(x.clamp(0.0, 5.0)) * 60.0);
        let label = score.map_or_else(|| "—".to_string(), |x| format!("{x:.1}/5"));
        let _ = write!(
            s,
            "<text x=\"0\" y=\"{}\" fill=\"#1f2328\">{name}</text>\
             <rect x=\"150\" y=\"{y}\" width=\"300\" height=\"22\" fill=\"#eaeef2\"/>\
             <rect x=\"150\" y=\"{y}\" width=\"{width:.0}\" height=\"22\" fill=\"#0969da\"/>\
             <text x=\"460\" y=\"{}\" fill=\"#1f2328\">{label}</text>",
            y + 16,
            y + 16
        );
    }
    s.push_str("</svg>");
    s
}
