//! Who a workbook is for: the pupils' file holds the puzzles only, the
//! teacher's file everything, answers included.

use std::path::{Path, PathBuf};

/// Who a workbook is written for.
///
/// A worksheet for a class is written twice: the pupils' file (printable
/// pages, `P` sheets, self-checks that tell only clashes and how many cells
/// are filled, and the hidden `Check` and `Key` sheets without answers) and
/// the teacher's file beside it (the same, plus the answer key, the answers
/// on the `Key` sheet, and for a solution workbook the `Solution`, `S`,
/// `Steps` and `Model` sheets). Nothing in the pupils' file, hidden or not,
/// holds a digit of the solution that is not a given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Audience {
    /// The teacher's file: everything, with the answers.
    #[default]
    Teacher,
    /// The pupils' file: the puzzles, without anything the answers can be
    /// read from.
    Pupils,
}

impl Audience {
    /// Whether this file may hold the answers.
    pub fn sees_answers(self) -> bool {
        match self {
            Audience::Teacher => true,
            Audience::Pupils => false,
        }
    }
}

/// The teacher's file written beside the pupils' file `pupils`:
/// `<stem>-teacher.<ext>` in the same folder.
///
/// ```
/// use sheetdoku::write::teacher_path;
/// use std::path::Path;
/// assert_eq!(teacher_path(Path::new("week 3/w.ods")), Path::new("week 3/w-teacher.ods"));
/// assert_eq!(teacher_path(Path::new("g.xlsx")), Path::new("g-teacher.xlsx"));
/// ```
pub fn teacher_path(pupils: &Path) -> PathBuf {
    let stem = pupils
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match pupils.extension() {
        Some(ext) => format!("{stem}-teacher.{}", ext.to_string_lossy()),
        None => format!("{stem}-teacher"),
    };
    pupils.with_file_name(name)
}
