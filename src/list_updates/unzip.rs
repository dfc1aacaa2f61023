//! FIDE publishes its lists zipped, one file in each archive: the file is
//! read straight from the archive's first entry, inflated as it is read.

use flate2::read::DeflateDecoder;
use std::io::{self, BufRead, BufReader, Read};

/// What starts a zip archive's local file header.
const LOCAL_HEADER: &[u8; 4] = b"PK\x03\x04";

/// The list inside `input`: the first entry of a zip archive, or the input
/// itself when it is not one (a plain TXT or XML list).
pub fn list_reader<R: Read + 'static>(input: R) -> io::Result<Box<dyn Read>> {
    let mut input = BufReader::with_capacity(1 << 16, input);
    if !input.fill_buf()?.starts_with(LOCAL_HEADER) {
        return Ok(Box::new(input));
    }
    let mut header = [0u8; 30];
    input.read_exact(&mut header)?;
    let word = |at: usize| u16::from_le_bytes([header[at], header[at + 1]]);
    let long = |at: usize| u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]]);
    let (flags, method, compressed) = (word(6), word(8), long(18));
    let skip = u64::from(word(26)) + u64::from(word(28));
    io::copy(&mut (&mut input).take(skip), &mut io::sink())?;
    match method {
        // Deflated: the stream ends itself, whatever the header says of its size.
        8 => Ok(Box::new(DeflateDecoder::new(input))),
        // Stored: its size is in the header unless a descriptor follows the data.
        0 if flags & 0x08 == 0 => Ok(Box::new(input.take(u64::from(compressed)))),
        _ => Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("the zip archive's list is compressed with method {method}, which cannot be read"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flate2::Compression;
    use flate2::write::DeflateEncoder;
    use std::io::Write;

    /// A one-entry archive as zip writers lay it out (local header, data,
    /// then a central directory this reader never needs).
    fn archive(name: &str, data: &[u8], method: u16) -> Vec<u8> {
        let body = if method == 8 {
            let mut e = DeflateEncoder::new(Vec::new(), Compression::default());
            e.write_all(data).unwrap();
            e.finish().unwrap()
        } else {
            data.to_vec()
        };
        let mut out = LOCAL_HEADER.to_vec();
        out.extend_from_slice(&20u16.to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        out.extend_from_slice(&method.to_le_bytes());
        out.extend_from_slice(&[0; 8]);
        out.extend_from_slice(&(body.len() as u32).to_le_bytes());
        out.extend_from_slice(&(data.len() as u32).to_le_bytes());
        out.extend_from_slice(&(name.len() as u16).to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&body);
        out.extend_from_slice(b"PK\x01\x02 central directory follows");
        out
    }

    fn read_all(input: Vec<u8>) -> io::Result<String> {
        let mut text = String::new();
        list_reader(io::Cursor::new(input))?.read_to_string(&mut text)?;
        Ok(text)
    }

    #[test]
    fn a_zipped_list_is_read_from_its_first_entry_deflated_or_stored() {
        let list = "ID Number      Name\n1503014        Carlsen, Magnus\n";
        assert_eq!(read_all(archive("players_list_foa.txt", list.as_bytes(), 8)).unwrap(), list);
        assert_eq!(read_all(archive("players_list_foa.txt", list.as_bytes(), 0)).unwrap(), list);
    }

    #[test]
    fn a_plain_list_is_read_as_it_is() {
        assert_eq!(read_all(b"<playerslist></playerslist>".to_vec()).unwrap(), "<playerslist></playerslist>");
    }

    #[test]
    fn an_archive_compressed_otherwise_is_refused_with_the_method() {
        let err = read_all(archive("list.txt", b"x", 12)).unwrap_err();
        assert!(err.to_string().contains("method 12"), "{err}");
    }
}
