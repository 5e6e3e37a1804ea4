//! A group's weekly board as horizontal bars, one per member, best first.

use plotters::prelude::*;

use super::{ChartError, FONT, draw_err, render};
use crate::drills::board::{BoardRow, short_name};

/// Bars for `rows` (already ranked) under `title`. 800 px wide, 60 px per row.
pub fn weekly_board(title: &str, rows: &[BoardRow]) -> Result<Vec<u8>, ChartError> {
    let rows: Vec<&BoardRow> = rows.iter().take(10).collect();
    let height = 100 + 56 * rows.len().max(1) as u32;
    render((800, height), |root| {
        root.draw(&Text::new(title.to_string(), (24, 20), (FONT, 30).into_font().color(&BLACK)))
            .map_err(draw_err)?;
        let max = rows.iter().map(|r| r.points).max().unwrap_or(1).max(1);
        for (i, r) in rows.iter().enumerate() {
            let y = 80 + 56 * i as i32;
            let label = format!("{}. {}", r.rank, short_name(&r.name, 8));
            root.draw(&Text::new(label, (24, y + 10), (FONT, 24).into_font().color(&BLACK)))
                .map_err(draw_err)?;
            let width = (420.0 * f64::from(r.points) / f64::from(max)).round() as i32;
            let color = if i == 0 { RGBColor(246, 176, 52) } else { RGBColor(52, 120, 246) };
            root.draw(&Rectangle::new(
                [(260, y + 4), (260 + width.max(2), y + 40)],
                color.filled(),
            ))
            .map_err(draw_err)?;
            root.draw(&Text::new(
                r.points.to_string(),
                (270 + width.max(2), y + 10),
                (FONT, 24).into_font().color(&BLACK),
            ))
            .map_err(draw_err)?;
        }
        Ok(())
    })
}
