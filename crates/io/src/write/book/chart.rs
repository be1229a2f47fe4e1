//! A chart on a sheet, described without any spreadsheet library: a column
//! chart of one or more series that read their values from cells of the same
//! sheet. Only the `.xlsx` renderer draws charts (spreadsheet-ods writes no
//! charts); the `.ods` file keeps the table the chart would show.

use rust_xlsxwriter::{Chart as XlsxChart, ChartType};

/// A column chart: categories down one column, one series per column.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Chart {
    pub title: String,
    pub x_title: String,
    pub y_title: String,
    /// The categories: rows `first..=last` of column `col`.
    pub categories: (u32, u32, u16),
    /// Each series: its name's cell and its values (same rows as the
    /// categories, column given).
    pub series: Vec<(u32, u16)>,
    /// Where the chart's top-left corner goes.
    pub at: (u32, u16),
}

impl Chart {
    /// The rust_xlsxwriter chart for sheet `sheet`.
    pub(crate) fn xlsx(&self, sheet: &str) -> XlsxChart {
        let mut chart = XlsxChart::new(ChartType::Column);
        let (first, last, cat_col) = self.categories;
        for &(name_row, col) in &self.series {
            chart
                .add_series()
                .set_categories((sheet, first, cat_col, last, cat_col))
                .set_values((sheet, first, col, last, col))
                .set_name((sheet, name_row, col));
        }
        chart.title().set_name(&self.title);
        chart.x_axis().set_name(&self.x_title);
        chart.y_axis().set_name(&self.y_title);
        chart.set_width(640).set_height(360);
        chart
    }
}
