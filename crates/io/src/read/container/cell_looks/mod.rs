//! What a sheet shows besides its values, read from the package itself
//! (calamine does not expose it): the borders, fills and bold text of cells, hidden
//! rows and columns, formulas and whether their values are stored, and
//! (for .ods) merged cells. The reader uses it as evidence of where a grid
//! is and how its regions are drawn.
//!
//! .xlsx: `xl/styles.xml` (borders and fills of each cell format), the
//! sheets' XML (each cell's format `s`, `<f>` and `<v>`, hidden rows and
//! columns, merged cells come from calamine). .ods: the automatic cell
//! styles of `content.xml`, each cell's or column's style, repeats,
//! spans and `table:visibility`. Anything unreadable leaves the sheet's
//! look empty: the evidence is then simply absent.

use std::collections::{BTreeSet, HashMap};
use std::io::{BufReader, Read, Seek, SeekFrom};

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

mod ods;
mod xlsx;
use ods::ods_looks;
use xlsx::xlsx_looks;

/// How one edge of a cell is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Line {
    /// Not drawn.
    #[default]
    None,
    /// A thin line (thin, hair, dotted, dashed).
    Thin,
    /// A thick line (medium, thick, double).
    Thick,
}

/// A cell's borders and fill.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CellLook {
    pub(crate) top: Line,
    pub(crate) bottom: Line,
    pub(crate) left: Line,
    pub(crate) right: Line,
    /// The fill colour, when the cell is filled.
    pub(crate) fill: Option<String>,
}

impl CellLook {
    fn is_plain(&self) -> bool {
        *self == CellLook::default()
    }
}

/// A formula cell: its text and whether the file stores a usable value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Formula {
    /// The formula as written (`=4+1`).
    pub text: String,
    /// The stored value: `None` when absent, else its text.
    pub stored: Option<String>,
}

/// Everything besides values that the reader looks at on one sheet:
/// borders, fills, hidden rows and columns, formulas.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Look {
    /// Cells with a border or a fill, by absolute (row, col).
    pub(crate) cells: HashMap<(usize, usize), CellLook>,
    /// Hidden rows and columns.
    pub(crate) hidden_rows: BTreeSet<usize>,
    pub(crate) hidden_cols: BTreeSet<usize>,
    /// Formula cells.
    pub(crate) formulas: HashMap<(usize, usize), Formula>,
    /// Merged areas the package states (.ods), as (top, left, bottom, right).
    pub(crate) merged: Vec<(usize, usize, usize, usize)>,
    /// Cells whose text is bold (our grids write their givens so), by
    /// absolute (row, col).
    pub(crate) bold: BTreeSet<(usize, usize)>,
}

impl Look {
    /// The look of a cell (plain when unstyled).
    pub fn at(&self, r: usize, c: usize) -> CellLook {
        self.cells.get(&(r, c)).cloned().unwrap_or_default()
    }

    /// The line between (r, c) and the cell below it.
    pub fn below(&self, r: usize, c: usize) -> Line {
        self.at(r, c).bottom.max(self.at(r + 1, c).top)
    }

    /// The line between (r, c) and the cell right of it.
    pub fn right_of(&self, r: usize, c: usize) -> Line {
        self.at(r, c).right.max(self.at(r, c + 1).left)
    }

    /// The line above (r, c) (its own top edge or the bottom of the cell above).
    pub fn above(&self, r: usize, c: usize) -> Line {
        match r.checked_sub(1) {
            Some(up) => self.below(up, c),
            None => self.at(r, c).top,
        }
    }

    /// The line left of (r, c).
    pub fn left_of(&self, r: usize, c: usize) -> Line {
        match c.checked_sub(1) {
            Some(left) => self.right_of(r, left),
            None => self.at(r, c).left,
        }
    }
}

/// Repeats larger than this (a whole styled column, a sheet's last rows)
/// are no part of a grid and are not spelled out.
const MAX_REPEAT: usize = 64;
/// Rows and columns beyond these are not looked at.
const MAX_ROW: usize = 10_000;
const MAX_COL: usize = 1_000;

/// The look of every sheet, by sheet name; empty when the package cannot
/// be read. Leaves the reader at its start.
pub(crate) fn read<R: Read + Seek>(reader: &mut R, ods: bool) -> HashMap<String, Look> {
    let looks = (|| {
        let mut zip = zip::ZipArchive::new(&mut *reader).ok()?;
        Some(if ods {
            ods_looks(&mut zip)
        } else {
            xlsx_looks(&mut zip)
        })
    })()
    .unwrap_or_default();
    let _ = reader.seek(SeekFrom::Start(0));
    looks
}

type Zip<'a, R> = zip::ZipArchive<&'a mut R>;

fn part<R: Read + Seek>(zip: &mut Zip<'_, R>, name: &str) -> Option<Vec<u8>> {
    let part = zip.by_name(name).ok()?;
    let mut bytes = Vec::new();
    part.take(64 << 20).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

/// An attribute by its local name (prefixes ignored).
fn attr(tag: &BytesStart, local: &[u8]) -> Option<String> {
    tag.attributes().flatten().find_map(|a| {
        (a.key.local_name().as_ref() == local)
            .then(|| String::from_utf8_lossy(&a.value).into_owned())
    })
}

/// An attribute by its full name.
fn attr_full(tag: &BytesStart, name: &[u8]) -> Option<String> {
    tag.attributes().flatten().find_map(|a| {
        (a.key.as_ref() == name).then(|| String::from_utf8_lossy(&a.value).into_owned())
    })
}

/// Calls `f` on each event of an XML part, with the event's local name.
fn each_event(bytes: &[u8], mut f: impl FnMut(&Event, &[u8])) {
    let mut xml = Reader::from_reader(BufReader::new(bytes));
    let mut buf = Vec::new();
    loop {
        match xml.read_event_into(&mut buf) {
            Ok(Event::Eof) | Err(_) => break,
            Ok(event) => {
                let name: Vec<u8> = match &event {
                    Event::Start(t) | Event::Empty(t) => t.local_name().as_ref().to_vec(),
                    Event::End(t) => t.local_name().as_ref().to_vec(),
                    _ => Vec::new(),
                };
                f(&event, &name);
            }
        }
        buf.clear();
    }
}
