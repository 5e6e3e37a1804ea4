//! A member's progress over time: cumulative drill points per day as a line.

use chrono::NaiveDate;
use plotters::prelude::*;

use super::{ChartError, FONT, draw_err, render};

/// Points earned on one day.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProgressPoint {
    pub day: NaiveDate,
    pub points: u32,
}

/// Cumulative points by day, with `title` and localised axis names. 800×480 PNG.
pub fn progress(
    title: &str,
    x_label: &str,
    y_label: &str,
    days: &[ProgressPoint],
) -> Result<Vec<u8>, ChartError> {
    render((800, 480), |root| {
        let mut total = 0u32;
        let series: Vec<(i32, u32)> = days
            .iter()
            .enumerate()
            .map(|(i, p)| {
                total += p.points;
                (i as i32, total)
            })
            .collect();
        let x_max = (series.len() as i32).max(2);
        let y_max = total.max(10) + total / 10;
        let labels: Vec<String> = days.iter().map(|p| p.day.format("%m-%d").to_string()).collect();
        let mut chart = ChartBuilder::on(root)
            .caption(title, (FONT, 28))
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(0..x_max, 0..y_max)
            .map_err(draw_err)?;
        chart
            .configure_mesh()
            .x_desc(x_label)
            .y_desc(y_label)
            .label_style((FONT, 16))
            .axis_desc_style((FONT, 18))
            .x_label_formatter(&|i| labels.get(*i as usize).cloned().unwrap_or_default())
            .draw()
            .map_err(draw_err)?;
        chart
            .draw_series(LineSeries::new(
                series.iter().copied(),
                RGBColor(52, 120, 246).stroke_width(3),
            ))
            .map_err(draw_err)?;
        chart
            .draw_series(
                series
                    .iter()
                    .map(|&(x, y)| Circle::new((x, y), 4, RGBColor(52, 120, 246).filled())),
            )
            .map_err(draw_err)?;
        Ok(())
    })
}
