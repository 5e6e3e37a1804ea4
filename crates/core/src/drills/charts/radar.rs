//! The five-dimension radar of an interview report (scores 1–5; a dimension that does not apply
//! is drawn at 0 and labelled "–").

use plotters::prelude::*;

use super::{ChartError, FONT, draw_err, render};
use crate::report::{Dimension, Report};
use mashang_i18n::{Locale, t};

/// The radar of an interview report, labelled in `locale` (`dimension.*` catalog keys).
pub fn report_radar(report: &Report, title: &str, locale: Locale) -> Result<Vec<u8>, ChartError> {
    dimension_radar(&report.overall, title, locale)
}

/// The radar of per-dimension scores (a report's `overall`, or a chat card's copy of it).
pub fn dimension_radar(
    overall: &[(Dimension, Option<f32>)],
    title: &str,
    locale: Locale,
) -> Result<Vec<u8>, ChartError> {
    let labels: Vec<String> = Dimension::ALL
        .iter()
        .map(|d| t(locale, &format!("dimension.{}", d.as_str()), &[]))
        .collect();
    let scores: Vec<Option<f32>> = Dimension::ALL
        .iter()
        .map(|d| overall.iter().find(|(x, _)| x == d).and_then(|(_, s)| *s))
        .collect();
    radar(title, &labels, &scores)
}

/// `labels[i]` with `scores[i]` (None = not applicable), title on top. 640×640 PNG.
pub fn radar(
    title: &str,
    labels: &[String],
    scores: &[Option<f32>],
) -> Result<Vec<u8>, ChartError> {
    let size = (640, 640);
    render(size, |root| {
        let (cx, cy, r) = (320.0f64, 350.0f64, 210.0f64);
        let n = labels.len().max(3);
        let point = |i: usize, v: f64| {
            let a = -std::f64::consts::FRAC_PI_2 + i as f64 * 2.0 * std::f64::consts::PI / n as f64;
            ((cx + r * v * a.cos()).round() as i32, (cy + r * v * a.sin()).round() as i32)
        };
        root.draw(&Text::new(title.to_string(), (24, 20), (FONT, 30).into_font().color(&BLACK)))
            .map_err(draw_err)?;
        for ring in 1..=5 {
            let pts: Vec<_> = (0..=n).map(|i| point(i % n, f64::from(ring) / 5.0)).collect();
            root.draw(&PathElement::new(pts, RGBColor(200, 200, 200))).map_err(draw_err)?;
        }
        for i in 0..n {
            root.draw(&PathElement::new(
                vec![point(i, 0.0), point(i, 1.0)],
                RGBColor(200, 200, 200),
            ))
            .map_err(draw_err)?;
        }
        let values: Vec<(i32, i32)> = (0..n)
            .map(|i| point(i, f64::from(scores.get(i).copied().flatten().unwrap_or(0.0)) / 5.0))
            .collect();
        root.draw(&Polygon::new(values.clone(), RGBColor(52, 120, 246).mix(0.35)))
            .map_err(draw_err)?;
        let mut outline = values.clone();
        outline.push(values[0]);
        root.draw(&PathElement::new(outline, RGBColor(52, 120, 246).stroke_width(3)))
            .map_err(draw_err)?;
        for (i, label) in labels.iter().enumerate() {
            let (x, y) = point(i, 1.18);
            let score =
                scores.get(i).copied().flatten().map_or("–".to_string(), |s| format!("{s:.1}"));
            let style = (FONT, 24).into_font().color(&BLACK).pos(text_anchor_center());
            root.draw(&Text::new(format!("{label} {score}"), (x, y), style)).map_err(draw_err)?;
        }
        Ok(())
    })
}

fn text_anchor_center() -> plotters::style::text_anchor::Pos {
    use plotters::style::text_anchor::{HPos, Pos, VPos};
    Pos::new(HPos::Center, VPos::Center)
}
