//! Formulas as small expression trees, rendered in both dialects: Excel's
//! (`SUM(Check!$A$1:$B$2)`, arguments separated by `,`) and OpenFormula as
//! ODF stores it (`of:=SUM([$Check.$A$1:.$B$2])`, separated by `;`).
//! Nothing here parses a formula string.

use sheetdoku_core::column_letters;

/// A reference to a cell or a rectangle of cells.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Ref {
    /// The sheet, when not the formula's own.
    pub sheet: Option<String>,
    /// Top-left row and column (0-based).
    pub from: (u32, u16),
    /// Bottom-right, for a range.
    pub to: Option<(u32, u16)>,
    /// `$A$1` rather than `A1`.
    pub absolute: bool,
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Expr {
    /// A number.
    Num(f64),
    /// A text literal.
    Text(String),
    /// A cell or range.
    Ref(Ref),
    /// A defined name.
    Name(String),
    /// A function call.
    Call(&'static str, Vec<Expr>),
    /// A binary operation, written `left op right` without parentheses: the
    /// builders only nest operators of higher precedence.
    Op(Box<Expr>, &'static str, Box<Expr>),
}

/// The cell `(row, col)` relative (`B5`).
pub(crate) fn cell(row: u32, col: u16) -> Expr {
    Expr::Ref(Ref {
        sheet: None,
        from: (row, col),
        to: None,
        absolute: false,
    })
}

/// The cell `(row, col)` absolute (`$B$5`).
pub(crate) fn abs(row: u32, col: u16) -> Expr {
    Expr::Ref(Ref {
        sheet: None,
        from: (row, col),
        to: None,
        absolute: true,
    })
}

/// The absolute range from `from` to `to` (one cell when they are equal).
pub(crate) fn range(from: (u32, u16), to: (u32, u16)) -> Expr {
    Expr::Ref(Ref {
        sheet: None,
        from,
        to: (from != to).then_some(to),
        absolute: true,
    })
}

/// A function call.
pub(crate) fn call(name: &'static str, args: Vec<Expr>) -> Expr {
    Expr::Call(name, args)
}

/// `left op right`.
pub(crate) fn op(left: Expr, op: &'static str, right: Expr) -> Expr {
    Expr::Op(Box::new(left), op, Box::new(right))
}

/// `terms[0] op terms[1] op ...` (the first term alone when only one).
pub(crate) fn chain(op_name: &'static str, terms: Vec<Expr>) -> Expr {
    let mut terms = terms.into_iter();
    let first = terms.next().unwrap_or(Expr::Num(0.0));
    terms.fold(first, |acc, t| op(acc, op_name, t))
}

/// A text literal.
pub(crate) fn text(s: &str) -> Expr {
    Expr::Text(s.to_string())
}

/// A number.
pub(crate) fn num(x: f64) -> Expr {
    Expr::Num(x)
}

impl Expr {
    /// The same reference on sheet `sheet`.
    pub(crate) fn on(self, sheet: &str) -> Expr {
        match self {
            Expr::Ref(r) => Expr::Ref(Ref {
                sheet: Some(sheet.to_string()),
                ..r
            }),
            other => other,
        }
    }

    /// As an Excel formula, with the leading `=`.
    pub(crate) fn xlsx(&self) -> String {
        format!("={}", self.render(Dialect::Xlsx))
    }

    /// As an ODF formula, with the `of:=` namespace prefix.
    pub(crate) fn ods(&self) -> String {
        format!("of:={}", self.render(Dialect::Ods))
    }

    /// A reference as an ODF cell range address (`$'Model'.$B$5:.$Z$9`, as
    /// named ranges and print ranges take it); `None` for anything else.
    pub(crate) fn ods_address(&self) -> Option<String> {
        match self {
            Expr::Ref(r) => Some(r.render(Dialect::OdsAddress)),
            _ => None,
        }
    }

    /// As an ODF expression without prefix (inside a condition).
    pub(crate) fn ods_body(&self) -> String {
        self.render(Dialect::Ods)
    }

    fn render(&self, d: Dialect) -> String {
        match self {
            Expr::Num(x) => format_number(*x),
            Expr::Text(s) => format!("\"{}\"", s.replace('"', "\"\"")),
            Expr::Ref(r) => r.render(d),
            Expr::Name(n) => n.clone(),
            Expr::Call(name, args) => {
                let sep = match d {
                    Dialect::Xlsx => ",",
                    Dialect::Ods | Dialect::OdsAddress => ";",
                };
                let args: Vec<String> = args.iter().map(|a| a.render(d)).collect();
                format!("{name}({})", args.join(sep))
            }
            Expr::Op(l, o, r) => format!("{}{o}{}", l.render(d), r.render(d)),
        }
    }
}

#[derive(Clone, Copy)]
enum Dialect {
    Xlsx,
    Ods,
    /// An ODF address outside formulas: no brackets.
    OdsAddress,
}

/// Whole numbers without a fraction.
pub(crate) fn format_number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

impl Ref {
    fn render(&self, d: Dialect) -> String {
        let dollar = if self.absolute { "$" } else { "" };
        let at =
            |(r, c): (u32, u16)| format!("{dollar}{}{dollar}{}", column_letters(c as usize), r + 1);
        let quoted = self
            .sheet
            .as_ref()
            .map(|s| format!("'{}'", s.replace('\'', "''")));
        // Excel: 'Sheet'!$A$1:$B$2; ODF: [$'Sheet'.$A$1:.$B$2].
        let (open, sheet, dot, to_sep, close) = match d {
            Dialect::Xlsx => ("", quoted.map(|q| format!("{q}!")), "", ":", ""),
            Dialect::Ods => ("[", quoted.map(|q| format!("${q}")), ".", ":.", "]"),
            Dialect::OdsAddress => ("", quoted.map(|q| format!("${q}")), ".", ":.", ""),
        };
        let sheet = sheet.unwrap_or_default();
        let to = self
            .to
            .map_or(String::new(), |to| format!("{to_sep}{}", at(to)));
        format!("{open}{sheet}{dot}{}{to}{close}", at(self.from))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_dialects() {
        let counts = range((3, 1), (30, 9)).on("Check");
        let e = call("SUM", vec![counts, num(2.0)]);
        assert_eq!(e.xlsx(), "=SUM('Check'!$B$4:$J$31,2)");
        assert_eq!(e.ods(), "of:=SUM([$'Check'.$B$4:.$J$31];2)");
        let me = cell(4, 1);
        let cond = call(
            "AND",
            vec![
                op(me.clone(), "<>", text("")),
                op(
                    call("COUNTIF", vec![range((4, 1), (4, 9)), me]),
                    ">",
                    num(1.0),
                ),
            ],
        );
        assert_eq!(cond.xlsx(), "=AND(B5<>\"\",COUNTIF($B$5:$J$5,B5)>1)");
        assert_eq!(
            cond.ods_body(),
            "AND([.B5]<>\"\";COUNTIF([.$B$5:.$J$5];[.B5])>1)"
        );
    }

    #[test]
    fn quoting_and_names() {
        let e = op(abs(0, 0).on("P 1"), "*", text("a\"b"));
        assert_eq!(e.xlsx(), "='P 1'!$A$1*\"a\"\"b\"");
        assert_eq!(e.ods(), "of:=[$'P 1'.$A$1]*\"a\"\"b\"");
        assert_eq!(abs(2, 0).on("P1").xlsx(), "='P1'!$A$3");
        assert_eq!(chain("+", vec![num(1.0), num(2.5)]).xlsx(), "=1+2.5");
        assert_eq!(Expr::Name("sudoku_x".into()).xlsx(), "=sudoku_x");
        let x = range((4, 1), (12, 9)).on("Model");
        assert_eq!(x.ods_address().unwrap(), "$'Model'.$B$5:.$J$13");
        assert_eq!(num(1.0).ods_address(), None);
    }
}
