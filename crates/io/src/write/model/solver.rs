//! The Model sheet's Solver settings: as the names Excel's Solver stores
//! and LibreOffice 25.2 loads into Tools > Solver, and written out in the
//! pages' language for a teacher who sets them by hand.

use sheetdoku_i18n::{text, text_with};

use crate::layout::MODEL_SHEET;
use crate::write::book::formula::num;
use crate::write::book::{DefinedName, Expr};

/// The ranges the Solver settings name, in A1 notation (`$B$27:$CD$35`).
pub(crate) struct SolverRanges {
    /// The objective cell.
    pub objective: String,
    /// The variable cells x.
    pub x: String,
    /// The cells' sums, each = 1.
    pub cells: String,
    /// The units' sums, each = 1.
    pub units: String,
    /// A killer's digit counts per cage (each <= 1) and sum gaps (each = 0).
    pub cages: Option<(String, String)>,
    /// The marks' rows (each <= 0).
    pub marks: Option<String>,
    /// The sum rules' gaps (each = 0): arrows, little killers.
    pub sums: Option<String>,
    /// The sandwich clues' big-M rows (each <= 0).
    pub sandwiches: Option<String>,
}

/// The names of the rule kinds' rows the Solver holds, when the puzzle has
/// them.
pub(crate) struct RuleNames<'a> {
    /// A killer's digit counts per cage (each <= 1) and sum gaps (each = 0).
    pub cages: Option<(&'a str, &'a str)>,
    /// The marks' rows (each <= 0).
    pub marks: Option<&'a str>,
    /// The sum rules' gaps (each = 0).
    pub sums: Option<&'a str>,
    /// The sandwich clues' big-M rows (each <= 0).
    pub sandwiches: Option<&'a str>,
}

/// The Solver settings in words, each a heading and its value: how to
/// solve again, the target cell, the variable cells and the constraints.
pub(crate) fn solver_settings_text(ranges: &SolverRanges) -> [(String, String); 4] {
    let constraints = match &ranges.cages {
        None => text_with(
            "model-constraints-value",
            &[("cells", &ranges.cells), ("units", &ranges.units)],
        ),
        Some((digits, gaps)) => text_with(
            "model-constraints-cages-value",
            &[
                ("cells", &ranges.cells),
                ("units", &ranges.units),
                ("digits", digits),
                ("gaps", gaps),
            ],
        ),
    };
    let constraints = match &ranges.marks {
        None => constraints,
        Some(marks) => format!(
            "{constraints} {}",
            text_with("model-constraints-marks", &[("marks", marks)])
        ),
    };
    let constraints = match &ranges.sums {
        None => constraints,
        Some(sums) => format!(
            "{constraints} {}",
            text_with("model-constraints-sums", &[("sums", sums)])
        ),
    };
    let constraints = match &ranges.sandwiches {
        None => constraints,
        Some(rows) => format!(
            "{constraints} {}",
            text_with("model-constraints-sandwiches", &[("sandwiches", rows)])
        ),
    };
    [
        (text("model-again"), text("model-again-how")),
        (
            text("model-target"),
            text_with("model-target-value", &[("cell", &ranges.objective)]),
        ),
        (
            text("model-variables"),
            text_with("model-variables-value", &[("range", &ranges.x)]),
        ),
        (text("model-constraints"), constraints),
    ]
}

/// The Solver settings as the sheet-scoped names Excel's Solver stores and
/// LibreOffice 25.2 loads into Tools > Solver: maximise the objective by
/// changing `x`, with every cell and every unit summing to 1, and `x`
/// integer from 0 to 1 (integer with bounds, not binary: CoinMP is much
/// faster so), non-negative, with the linear (CoinMP) engine. The cells are
/// given by the global names (`sudoku_x`, ...): LibreOffice 25.2 resolves a
/// sheet-scoped name's own `Model!` references against the first sheet.
/// A killer's `cages` (the names of its digit counts and sum gaps) add
/// "at most 1" and "= 0"; the `marks` between cells (the name of their
/// rows) "at most 0"; the `sums` (arrows, little killers: the name of
/// their gaps) "= 0"; the `sandwiches` (the name of their big-M rows) "at
/// most 0".
pub(crate) fn solver_names(
    objective: &str,
    x: &str,
    cells: &str,
    units: &str,
    rules: RuleNames<'_>,
) -> Vec<DefinedName> {
    // (left-hand side, relation: 1 <=, 2 =, 3 >=, 4 integer, right-hand
    // side). The integer constraint has no right-hand side, as LibreOffice
    // writes it: its Solver crashes on the text "integer" there.
    let mut constraints = vec![
        (cells, 2, Some(1.0)),
        (units, 2, Some(1.0)),
        (x, 1, Some(1.0)),
        (x, 4, None),
    ];
    if let Some((digits, gaps)) = rules.cages {
        constraints.push((digits, 1, Some(1.0)));
        constraints.push((gaps, 2, Some(0.0)));
    }
    if let Some(marks) = rules.marks {
        constraints.push((marks, 1, Some(0.0)));
    }
    if let Some(sums) = rules.sums {
        constraints.push((sums, 2, Some(0.0)));
    }
    if let Some(sandwiches) = rules.sandwiches {
        constraints.push((sandwiches, 1, Some(0.0)));
    }
    let name = |s: &str| Expr::Name(s.to_string());
    let mut names = vec![
        ("solver_opt".to_string(), name(objective)),
        ("solver_typ".to_string(), num(1.0)),
        ("solver_adj".to_string(), name(x)),
        ("solver_num".to_string(), num(constraints.len() as f64)),
        ("solver_neg".to_string(), num(1.0)),
        ("solver_int".to_string(), num(1.0)),
        ("solver_eng".to_string(), num(2.0)),
        (
            "solver_lo_eng".to_string(),
            Expr::Text("com.sun.star.comp.Calc.CoinMPSolver".to_string()),
        ),
        ("solver_ver".to_string(), num(3.0)),
    ];
    for (i, (lhs, rel, rhs)) in constraints.into_iter().enumerate() {
        let i = i + 1;
        names.push((format!("solver_lhs{i}"), name(lhs)));
        names.push((format!("solver_rel{i}"), num(f64::from(rel))));
        if let Some(rhs) = rhs {
            names.push((format!("solver_rhs{i}"), num(rhs)));
        }
    }
    names
        .into_iter()
        .map(|(name, value)| DefinedName {
            scope: Some(MODEL_SHEET.to_string()),
            name,
            value,
        })
        .collect()
}
