//! The paper's full model in CPLEX LP format, readable by other solvers
//! (CPLEX, HiGHS, Gurobi, SCIP, CBC, GLPK with `--lp`).
//!
//! Variables are `x_i_j_k` (1-based row, column, digit). Rows are named by
//! unit and digit: `row4_d5`, `col3_d1`, `block2_d7` (regular boxes and jigsaw
//! regions alike: the paper's block map `B`), `diag_d3`, `anti_d3`,
//! `extra1_d2`, and `cell_4_5` for "one digit per cell". Lines are wrapped
//! well below CPLEX's limit of 560 characters.

use std::io::{self, Write};

use super::model::{Build, Model, Var};
use crate::geometry::Geometry;
use crate::grid::Grid;

/// Longest line written (CPLEX reads up to 560 characters).
const MAX_LINE: usize = 250;

/// Writes the full model of the paper (no presolve; givens only through the
/// objective) in CPLEX LP format.
///
/// ```
/// let g = sheetdoku::Geometry::standard(4).unwrap();
/// let givens = sheetdoku::Grid::parse_line("1...............").unwrap();
/// let mut out = Vec::new();
/// sheetdoku::solve::write_lp(&g, &givens, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(text.contains("obj: x_1_1_1"));
/// assert!(text.contains("row1_d1: x_1_1_1 + x_1_2_1 + x_1_3_1 + x_1_4_1 = 1"));
/// ```
pub fn write_lp(geometry: &Geometry, givens: &Grid, out: &mut dyn Write) -> io::Result<()> {
    if givens.size() != geometry.size() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "the puzzle is {m}x{m} but the geometry is {n}x{n}",
                m = givens.size(),
                n = geometry.size()
            ),
        ));
    }
    let model = Model::build(
        geometry,
        givens,
        Build {
            fix_givens: false,
            candidates: None,
        },
    );
    let n = geometry.size();
    let mut w = io::BufWriter::new(out);
    writeln!(
        w,
        "\\ Pesko's BLP for a {}: {} givens",
        geometry.describe(),
        givens.given_count()
    )?;
    writeln!(
        w,
        "\\ {} binary variables x_i_j_k (row i, column j, digit k), {} constraints",
        model.vars.len(),
        model.rows.len()
    )?;
    writeln!(
        w,
        "\\ The puzzle is solvable iff the optimum is {}.",
        givens.given_count()
    )?;
    writeln!(w, "Maximize")?;
    let terms: Vec<String> = model
        .vars
        .iter()
        .zip(&model.objective)
        .filter(|&(_, &c)| c != 0.0)
        .map(|(v, _)| var_name(n, v))
        .collect();
    if terms.is_empty() {
        // No givens: a zero objective still needs a term for some readers.
        let first = var_name(n, &model.vars[0]);
        write_expression(&mut w, " obj:", &[format!("0 {first}")], "")?;
    } else {
        write_expression(&mut w, " obj:", &terms, "")?;
    }
    writeln!(w, "Subject To")?;
    for row in &model.rows {
        let name = row.kind.name(geometry);
        let terms: Vec<String> = row
            .terms
            .iter()
            .map(|t| match t.coef {
                1 => var_name(n, &model.vars[t.var]),
                k => format!("{k} {}", var_name(n, &model.vars[t.var])),
            })
            .collect();
        write_expression(
            &mut w,
            &format!(" {name}:"),
            &terms,
            &format!(" {} {}", row.sense.symbol(), row.rhs),
        )?;
    }
    writeln!(w, "Binary")?;
    let names: Vec<String> = model.vars.iter().map(|v| var_name(n, v)).collect();
    let mut line = String::new();
    for name in names {
        if line.len() + name.len() + 1 > MAX_LINE {
            writeln!(w, "{line}")?;
            line.clear();
        }
        line.push(' ');
        line.push_str(&name);
    }
    if !line.is_empty() {
        writeln!(w, "{line}")?;
    }
    writeln!(w, "End")?;
    w.flush()
}

fn var_name(n: usize, v: &Var) -> String {
    format!("x_{}_{}_{}", v.cell / n + 1, v.cell % n + 1, v.digit)
}

/// Writes `head t1 + t2 + ... tail`, wrapping lines before `MAX_LINE`; the
/// name stays on the first line and the sense with its right-hand side on
/// the last, as the format requires.
fn write_expression(
    w: &mut impl Write,
    head: &str,
    terms: &[String],
    tail: &str,
) -> io::Result<()> {
    let mut line = head.to_string();
    for (i, term) in terms.iter().enumerate() {
        let piece = match term.strip_prefix('-') {
            Some(positive) if i > 0 => format!(" - {positive}"),
            _ if i > 0 => format!(" + {term}"),
            _ => format!(" {term}"),
        };
        if line.len() + piece.len() > MAX_LINE {
            writeln!(w, "{line}")?;
            line = "   ".to_string();
        }
        line.push_str(&piece);
    }
    if line.len() + tail.len() > MAX_LINE {
        writeln!(w, "{line}")?;
        line = "   ".to_string();
    }
    line.push_str(tail);
    writeln!(w, "{line}")
}
