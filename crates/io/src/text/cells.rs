//! The cells of one grid line: symbols (`5`, `G`, `.`), or whole numbers
//! where the line separates them (`0,0,23,0,...`), and their digits in a
//! grid of a given size.

use sheetdoku_core::{digit_of_symbol, MAX_SIZE};

/// One cell of a line: a symbol (`5`, `G`, `.`) or, in a line of numbers
/// separated by commas or spaces (`0,0,23,0,...`, a common form for 16x16
/// and 25x25), a whole number (0 = empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Symbol<'t> {
    Char(char),
    Number(&'t str),
}

impl Symbol<'_> {
    /// The digit in a grid of size `n` (0 = empty).
    fn digit(&self, n: usize) -> Option<u8> {
        match self {
            Symbol::Char(c) => cell(*c, n),
            Symbol::Number(t) => match t.parse::<usize>() {
                Ok(k) if k <= n => Some(k as u8),
                Ok(_) => None,
                Err(_) => {
                    let mut chars = t.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) => cell(c, n),
                        _ => None,
                    }
                }
            },
        }
    }
}

impl std::fmt::Display for Symbol<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Symbol::Char(c) => write!(f, "{c}"),
            Symbol::Number(t) => f.write_str(t),
        }
    }
}

/// The cells of a grid line.
pub(super) enum Cells<'t> {
    /// The usual line, one symbol per byte with nothing to skip or split
    /// (`..3.1...`): kept as it is, read by [`DIGIT_OF_BYTE`].
    Plain(&'t [u8]),
    /// Any other line, split into its symbols or numbers.
    Split(Vec<Symbol<'t>>),
}

impl<'t> Cells<'t> {
    /// The cells of `line`: numbers when it separates them with commas or
    /// semicolons, or with spaces between numbers of one or two digits,
    /// some of two (`0 12 0 3`); else one symbol per character (spaces and
    /// `|` ignored), as in a 9x9 row written in its boxes, `003 020 600`:
    /// no cell of a grid up to 25x25 has a number of three digits.
    pub(super) fn of(line: &'t str) -> Self {
        if is_plain(line) {
            Cells::Plain(line.as_bytes())
        } else {
            Cells::Split(symbols_split(line))
        }
    }

    /// How many cells.
    pub(super) fn len(&self) -> usize {
        match self {
            Cells::Plain(bytes) => bytes.len(),
            Cells::Split(symbols) => symbols.len(),
        }
    }

    /// Appends the digits of the cells in a grid of size `n` (0 = empty)
    /// to `out`; else says which cell is not a digit of that size.
    pub(super) fn push_digits(&self, n: usize, out: &mut Vec<u8>) -> Result<(), String> {
        let not_a_digit = |c: &dyn std::fmt::Display, pos: usize| {
            format!(
                "'{c}' at position {} is not a digit of a {n}x{n} grid",
                pos + 1
            )
        };
        match self {
            Cells::Plain(bytes) => {
                let start = out.len();
                out.extend(bytes.iter().map(|&b| DIGIT_OF_BYTE[usize::from(b)]));
                // The largest first, over every cell without an early exit
                // (wide compares); a symbol of no grid is `NOT_A_SYMBOL`,
                // above every size.
                let largest = out[start..].iter().fold(0, |m, &d| m.max(d));
                if usize::from(largest) > n {
                    let pos = out[start..]
                        .iter()
                        .position(|&d| usize::from(d) > n)
                        .expect("a digit above the size");
                    return Err(not_a_digit(&char::from(bytes[pos]), pos));
                }
            }
            Cells::Split(symbols) => {
                for (pos, c) in symbols.iter().enumerate() {
                    out.push(c.digit(n).ok_or_else(|| not_a_digit(c, pos))?);
                }
            }
        }
        Ok(())
    }
}

/// A byte that is the symbol of no cell in [`DIGIT_OF_BYTE`].
const NOT_A_SYMBOL: u8 = u8::MAX;

/// Each byte's digit as a cell of the largest grid (0 = empty), or
/// [`NOT_A_SYMBOL`]: [`cell`] tabulated once, so that a plain line is read
/// one lookup a cell.
const DIGIT_OF_BYTE: [u8; 256] = {
    let mut table = [NOT_A_SYMBOL; 256];
    let mut b = 0;
    while b < 256 {
        if let Some(d) = cell(b as u8 as char, MAX_SIZE) {
            table[b] = d;
        }
        b += 1;
    }
    table
};

/// The usual line, one symbol per character with nothing to skip or split
/// (`..3.1...`), told in one pass over its bytes: ASCII, and no space, `|`,
/// comma or semicolon. [`symbols_split`] reads it alike, more slowly.
fn is_plain(line: &str) -> bool {
    // Every byte looked at (no early exit), which the compiler turns into
    // wide compares: a grid line nearly always is plain.
    line.bytes().fold(true, |plain, b| {
        plain & b.is_ascii_graphic() & !matches!(b, b'|' | b',' | b';')
    })
}

/// The cells of any line, split into symbols or numbers (see [`Cells::of`]).
fn symbols_split(line: &str) -> Vec<Symbol<'_>> {
    // Commas and semicolons are ASCII, so never a byte of another character.
    if line.bytes().any(|b| b == b',' || b == b';') {
        let mut tokens: Vec<&str> = line.split([',', ';']).map(str::trim).collect();
        if tokens.last() == Some(&"") {
            tokens.pop();
        }
        return tokens
            .into_iter()
            .map(|t| Symbol::Number(if t.is_empty() { "0" } else { t }))
            .collect();
    }
    let words: Vec<&str> = line.split_whitespace().filter(|w| *w != "|").collect();
    let numbers = words.len() > 1
        && words.iter().all(|w| w.bytes().all(|b| b.is_ascii_digit()))
        && words.iter().any(|w| w.len() > 1)
        && words.iter().all(|w| w.len() <= 2);
    if numbers {
        return words.into_iter().map(Symbol::Number).collect();
    }
    // A plain loop: a filtered iterator has no exact length, and extending
    // from one checks the capacity at each push.
    let mut symbols = Vec::with_capacity(line.len());
    for c in line.chars() {
        if !c.is_whitespace() && c != '|' {
            symbols.push(Symbol::Char(c));
        }
    }
    symbols
}

/// The digit of a symbol in a grid of size `n` (0 = empty).
pub(super) const fn cell(c: char, n: usize) -> Option<u8> {
    match c {
        '.' | '0' | '-' | '_' => Some(0),
        _ => digit_of_symbol(c, n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The digits of `cells` in a grid of size `n`, or the message.
    fn digits(cells: &Cells, n: usize) -> Result<Vec<u8>, String> {
        let mut out = Vec::new();
        cells.push_digits(n, &mut out).map(|()| out)
    }

    #[test]
    fn a_plain_line_reads_as_the_general_path_reads_it() {
        assert!(is_plain("..3.1...G"));
        for not in ["1 2", "1|2", "1,2", "1;2", "1\t2", "1é"] {
            assert!(!is_plain(not), "{not}");
        }
        // Lines from an alphabet of symbols, separators and other
        // characters: wherever the one-pass path applies, it gives what
        // splitting gives, cell by cell and digit by digit at every size
        // (the same digits, or the same message).
        let alphabet: Vec<char> = "0123456789.-_AGPQaz=#+ |,;\té".chars().collect();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(24);
        let (mut plain, mut read) = (0, 0);
        for _ in 0..20_000 {
            let len = rng.random_range(1..12);
            let line: String = (0..len)
                .map(|_| alphabet[rng.random_range(0..alphabet.len())])
                .collect();
            let Cells::Plain(bytes) = Cells::of(&line) else {
                continue;
            };
            plain += 1;
            let split = Cells::Split(symbols_split(&line));
            assert_eq!(bytes.len(), split.len(), "{line:?}");
            for n in [4, 9, 16, 25] {
                let fast = digits(&Cells::Plain(bytes), n);
                read += usize::from(fast.is_ok());
                assert_eq!(fast, digits(&split, n), "{line:?} at size {n}");
            }
        }
        assert!(
            plain > 100 && read > 100,
            "{plain} plain lines, {read} read"
        );
    }

    #[test]
    fn every_byte_is_tabulated_as_a_symbol_is_read() {
        for b in 0..=255u8 {
            let c = char::from(b);
            let want = cell(c, MAX_SIZE).unwrap_or(NOT_A_SYMBOL);
            assert_eq!(DIGIT_OF_BYTE[usize::from(b)], want, "{c:?}");
        }
        assert_eq!(DIGIT_OF_BYTE[usize::from(b'p')], 25);
        assert_eq!(DIGIT_OF_BYTE[usize::from(b'.')], 0);
        assert_eq!(DIGIT_OF_BYTE[usize::from(b'Q')], NOT_A_SYMBOL);
    }
}
