#if canImport(Glibc)
import Glibc
#endif

/// Memory just allocated and about to be written whole.
enum FreshMemory {
    /// Has Linux back the whole pages inside `buffer` with memory before the first write (`MADV_POPULATE_WRITE`,
    /// Linux 5.14), in one call instead of one page fault per 4 KiB page.
    ///
    /// A recorded animation keeps every frame, so each frame's canvas is fresh memory whose first write takes a
    /// page fault per page: 4,000 for a 1020 × 1020 float frame, 27 % of the burst's recording time on 2 cores
    /// (perf of `liquidglass bench --motion`); populated in one call per band of rows, 15 %, the recording
    /// 41–47 → 52–55 frames/s. Not transparent huge pages for the same memory: each 2 MiB page is cleared by one
    /// thread inside the fault, which halved the frame rate. Where the kernel lacks the advice it refuses it and the
    /// writes fault as before; on other systems this does nothing.
    static func populate(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        let page = 4096
        guard let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_POPULATE_WRITE)
        #endif
    }
}
