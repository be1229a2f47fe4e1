//! How a caller builds a worksheet's documents: from a constructor
//! ([`WorksheetPuzzle::new`], [`WorksheetDoc::default`]) with one chained
//! `with_*` method per field, the rule every struct a caller fills follows
//! (docs/library.md, "What may grow"), so that a new field breaks no caller.

use sheetdoku_core::Deadline;
use sheetdoku_core::Grid;
use sheetdoku_core::Level;

use super::super::CageStyle;
use super::{Flaw, WorksheetDoc, WorksheetPuzzle};

impl WorksheetPuzzle {
    /// Sets [`solution`](Self::solution), the answer key.
    #[must_use]
    pub fn with_solution(mut self, solution: Option<Grid>) -> Self {
        self.solution = solution;
        self
    }

    /// Sets [`other_solution`](Self::other_solution).
    #[must_use]
    pub fn with_other_solution(mut self, other_solution: Option<Grid>) -> Self {
        self.other_solution = other_solution;
        self
    }

    /// Sets [`level`](Self::level).
    #[must_use]
    pub fn with_level(mut self, level: Option<Level>) -> Self {
        self.level = level;
        self
    }

    /// Sets [`note`](Self::note).
    #[must_use]
    pub fn with_note(mut self, note: Option<String>) -> Self {
        self.note = note;
        self
    }

    /// Sets [`version`](Self::version) (1 for version A).
    #[must_use]
    pub fn with_version(mut self, version: Option<u16>) -> Self {
        self.version = version;
        self
    }

    /// Sets [`hardest_step`](Self::hardest_step).
    #[must_use]
    pub fn with_hardest_step(mut self, hardest_step: Option<String>) -> Self {
        self.hardest_step = hardest_step;
        self
    }

    /// Sets [`flaw`](Self::flaw).
    #[must_use]
    pub fn with_flaw(mut self, flaw: Option<Flaw>) -> Self {
        self.flaw = flaw;
        self
    }
}

impl WorksheetDoc {
    /// Sets [`title`](Self::title).
    #[must_use]
    pub fn with_title(mut self, title: impl Into<String>) -> Self {
        self.title = title.into();
        self
    }

    /// Sets [`puzzles`](Self::puzzles).
    #[must_use]
    pub fn with_puzzles(mut self, puzzles: Vec<WorksheetPuzzle>) -> Self {
        self.puzzles = puzzles;
        self
    }

    /// Sets [`per_page`](Self::per_page): 1, 2, 4 or 6.
    #[must_use]
    pub fn with_per_page(mut self, per_page: usize) -> Self {
        self.per_page = per_page;
        self
    }

    /// Sets [`symbols`](Self::symbols).
    #[must_use]
    pub fn with_symbols(mut self, symbols: Option<Vec<char>>) -> Self {
        self.symbols = symbols;
        self
    }

    /// Sets [`cage_style`](Self::cage_style).
    #[must_use]
    pub fn with_cage_style(mut self, cage_style: CageStyle) -> Self {
        self.cage_style = cage_style;
        self
    }

    /// Sets [`deadline`](Self::deadline), the budget of writing it.
    #[must_use]
    pub fn with_deadline(mut self, deadline: Deadline) -> Self {
        self.deadline = deadline;
        self
    }
}
