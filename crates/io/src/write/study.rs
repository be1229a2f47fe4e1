//! The study workbook of `sheetdoku explore report`: a `Summary` sheet with
//! what carries over from 4x4 to 9x9, the `Grids` table (how many grids,
//! classes up to relabelling, essentially different, published values) and
//! the `Givens` table (fewest givens, proven or found, published records)
//! with a chart of the fewest givens per size and variant (`.xlsx`; the
//! `.ods` file has the same table without the chart, which spreadsheet-ods
//! cannot write).

use std::path::Path;

use crate::write::book::{Area, Book, Chart, HAlign, Sheet, Size, Style};
use crate::write::common::house_style::heading;
use crate::write::common::save::{render, write_workbook, WorkbookFormat};
use sheetdoku_core::thousands;
use sheetdoku_core::Result;
use sheetdoku_core::Variant;
use sheetdoku_core::{published, GridFigures, Record, Study, Timed};

/// Writes the study to `path` (`.xlsx` with a chart, or `.ods`).
pub fn write_study_workbook(path: &Path, study: &Study) -> Result<()> {
    write_workbook(path, |format| study_workbook_to_bytes(study, format))
}

/// The bytes in `format` of the workbook [`write_study_workbook`] writes.
pub fn study_workbook_to_bytes(study: &Study, format: WorkbookFormat) -> Result<Vec<u8>> {
    let mut book = Book::default();
    book.sheets.push(summary_sheet(study, format));
    book.sheets.push(grids_sheet(study));
    book.sheets.push(givens_sheet(study, format));
    render(&book, format)
}

/// Numbers up to 2^53 are exact in a spreadsheet; larger ones go as text.
fn exact(sheet: &mut Sheet, r: u32, c: u16, x: u128, style: &Style) {
    if x <= 1u128 << 53 {
        sheet.number(r, c, x as f64, style);
    } else {
        sheet.text(r, c, thousands(x), &style.clone().align(HAlign::Left));
    }
}

fn case_name<T>(t: &Timed<T>) -> String {
    format!("{n}x{n} {}", t.case.variant, n = t.case.size)
}

fn header(sheet: &mut Sheet, row: u32, titles: &[&str], widths: &[f64]) {
    let bold = Style::new().bold().wrap();
    for (c, (t, &w)) in titles.iter().zip(widths).enumerate() {
        sheet.text(row, c as u16, *t, &bold);
        sheet.width(c as u16, Size::Chars(w));
    }
}

fn summary_sheet(study: &Study, format: WorkbookFormat) -> Sheet {
    let mut sheet = Sheet::new("Summary");
    sheet.width(0, Size::Chars(80.0));
    sheet.print_mut().fit = Some((1, 0));
    sheet.text(
        0,
        0,
        "Peško's open problems: what 4x4 and 6x6 tell about 9x9",
        &heading(14.0),
    );
    let wrap = Style::new().wrap();
    let mut r = 2;
    for line in &study.summary {
        paragraph(&mut sheet, r, line, &wrap);
        r += 1;
    }
    r += 1;
    let note = match format {
        WorkbookFormat::Xlsx => "The sheet Givens has a chart of the fewest givens per size.",
        WorkbookFormat::Ods => "The sheet Givens has the table of the fewest givens per size; make a column chart of it with Insert > Chart (this .ods file has no chart: our OpenDocument writer cannot draw one; the .xlsx report has it).",
    };
    paragraph(&mut sheet, r, note, &wrap);
    paragraph(
        &mut sheet,
        r + 1,
        "Computed by: sheetdoku explore grids --variant V --size N, sheetdoku explore min-givens --variant V --size N, sheetdoku explore report -o FILE.",
        &wrap,
    );
    sheet
}

/// A wrapped paragraph in column A, its row tall enough for its lines (about
/// 75 characters a line in a column 80 characters wide).
fn paragraph(sheet: &mut Sheet, r: u32, text: &str, style: &Style) {
    sheet.text(r, 0, text, style);
    let lines = text.chars().count().div_ceil(75).max(1);
    sheet.height(r, Size::Points(14.0 * lines as f64 + 4.0));
}

/// A table printed across: landscape A4, one page wide.
fn landscape_one_page_wide(sheet: &mut Sheet) {
    let print = sheet.print_mut();
    print.landscape = true;
    print.fit = Some((1, 0));
}

/// `x` rounded to four significant digits: an estimate shows no more.
fn four_digits(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let scale = 10f64.powi(3 - x.abs().log10().floor() as i32);
    (x * scale).round() / scale
}

fn grids_sheet(study: &Study) -> Sheet {
    let mut sheet = Sheet::new("Grids");
    landscape_one_page_wide(&mut sheet);
    header(
        &mut sheet,
        0,
        &[
            "Variant",
            "Grids",
            "How",
            "95% interval from",
            "95% interval to",
            "Classes up to relabelling (grids / n!)",
            "Essentially different",
            "Published grids",
            "Seconds",
        ],
        &[18.0, 30.0, 34.0, 14.0, 14.0, 22.0, 14.0, 32.0, 10.0],
    );
    let plain = Style::new();
    let sci = Style::new();
    for (i, t) in study.grids.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.text(r, 0, case_name(t), &plain);
        match &t.result {
            GridFigures::Exact(c) => {
                exact(&mut sheet, r, 1, c.grids, &plain);
                let how = match c.stopped {
                    Some(why) => format!("stopped ({why}): at least"),
                    None => "exact (every grid listed)".to_string(),
                };
                sheet.text(r, 2, how, &plain);
                exact(&mut sheet, r, 5, c.classes as u128, &plain);
                match c.essentially_different {
                    Some(k) => exact(&mut sheet, r, 6, k as u128, &plain),
                    None => sheet.text(r, 6, "not computed", &plain),
                }
            }
            GridFigures::Estimate(e) => {
                sheet.number(r, 1, four_digits(e.grids), &sci);
                sheet.text(
                    r,
                    2,
                    format!("estimate, {} random probes, seed {}", e.probes, e.seed),
                    &plain,
                );
                sheet.number(r, 3, four_digits(e.interval.0), &sci);
                sheet.number(r, 4, four_digits(e.interval.1), &sci);
                sheet.number(r, 5, four_digits(e.classes), &sci);
                sheet.text(r, 6, "-", &plain);
            }
        }
        let p = published(t.case.variant, t.case.size);
        if t.case.variant != Variant::JIGSAW {
            if let Some(g) = p.grids {
                exact(&mut sheet, r, 7, g, &plain);
            }
        }
        sheet.number(
            r,
            8,
            (t.elapsed.as_secs_f64() * 100.0).round() / 100.0,
            &plain,
        );
    }
    sheet
}

fn givens_sheet(study: &Study, format: WorkbookFormat) -> Sheet {
    let mut sheet = Sheet::new("Givens");
    landscape_one_page_wide(&mut sheet);
    header(
        &mut sheet,
        0,
        &[
            "Variant",
            "Fewest givens",
            "Proven",
            "Lower bound",
            "Published record",
            "Grids examined",
            "Seconds",
            "Puzzle (row by row, . = empty)",
        ],
        &[18.0, 12.0, 28.0, 12.0, 22.0, 12.0, 10.0, 90.0],
    );
    let plain = Style::new();
    for (i, t) in study.givens.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.text(r, 0, case_name(t), &plain);
        if let Some(g) = t.result.givens() {
            sheet.number(r, 1, g as f64, &plain);
        }
        let proven = if t.result.proven() {
            "yes".to_string()
        } else {
            match t.result.stopped {
                Some(why) => format!("no ({why})"),
                None => "no".to_string(),
            }
        };
        sheet.text(r, 2, proven, &plain);
        if t.result.lower_bound > 0 {
            sheet.number(r, 3, t.result.lower_bound as f64, &plain);
        }
        if t.case.variant != Variant::JIGSAW {
            if let Some((k, proven)) = published(t.case.variant, t.case.size).fewest_givens {
                let how = match proven {
                    Record::ProvenMinimal => "proven",
                    Record::BestKnown => "best known",
                };
                sheet.text(r, 4, format!("{k} ({how})"), &plain);
            }
        }
        sheet.number(r, 5, t.result.grids as f64, &plain);
        sheet.number(
            r,
            6,
            (t.elapsed.as_secs_f64() * 100.0).round() / 100.0,
            &plain,
        );
        if let Some(best) = &t.result.best {
            sheet.text(r, 7, best.to_line(), &plain);
        }
    }
    // The same numbers by size (rows) and variant (columns), for the chart.
    let top = study.givens.len() as u32 + 3;
    sheet.text(top, 0, "Fewest givens found, by size", &Style::new().bold());
    let variants = [
        Variant::STANDARD,
        Variant::X,
        Variant::WINDOKU,
        Variant::WINDOKU_X,
    ];
    for (j, v) in variants.iter().enumerate() {
        sheet.text(top + 1, j as u16 + 1, v.name(), &Style::new().bold());
    }
    let sizes = [4usize, 6, 9];
    for (i, &n) in sizes.iter().enumerate() {
        let r = top + 2 + i as u32;
        sheet.text(r, 0, format!("{n}x{n}"), &plain);
        for (j, v) in variants.iter().enumerate() {
            let found = study
                .givens
                .iter()
                .find(|t| t.case.variant == *v && t.case.size == n)
                .and_then(|t| t.result.givens());
            if let Some(g) = found {
                sheet.number(r, j as u16 + 1, g as f64, &plain);
            }
        }
    }
    let last = top + 1 + sizes.len() as u32;
    sheet.merge(Area::new(top, 0, top, 3));
    if format == WorkbookFormat::Xlsx {
        sheet.charts.push(Chart {
            title: "Fewest givens of a puzzle with one solution".to_string(),
            x_title: "grid size".to_string(),
            y_title: "givens".to_string(),
            categories: (top + 2, last, 0),
            series: (1..=variants.len() as u16).map(|c| (top + 1, c)).collect(),
            at: (last + 2, 0),
        });
    }
    sheet
}
