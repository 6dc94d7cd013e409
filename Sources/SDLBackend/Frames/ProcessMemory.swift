import CMalloc

/// How a Segue app's process hands freed memory back to the system.
///
/// A Segue app's largest allocations come and go: a JPEG's decode buffers and the full-size
/// pixels they fill (several MB each, freed once the image is reduced to the size shown), group
/// and snapshot layers (a window each), blurs. glibc maps an allocation of 128 KiB or more on its
/// own pages, returned the moment it is freed, but it raises that threshold each time such a
/// buffer is freed, up to 32 MiB. From then on the same buffers come from the heap, whose freed
/// space the process keeps for as long as a smaller live allocation sits above it. At 2× the
/// resident size of `segue bench` grew by about 22 MB that way, none of it held by the app.
///
/// `CommandMain.run` (SegueTool) calls ``returnLargeBuffersPromptly()`` first thing, so every
/// tool's command and every app run through it has it. An app with its own `main` calls it
/// there, before it starts any thread.
public enum ProcessMemory {
    /// Bytes from which, once `returnLargeBuffersPromptly()` is called, an allocation the heap
    /// has no room for is mapped on pages of its own: 128 KiB, glibc's own starting threshold.
    public static let largeBufferBytes = 128 << 10

    /// Fixes at `largeBufferBytes` the size from which glibc maps an allocation its heap has
    /// no free space for on pages of its own, and the free space at the heap's end it keeps, so
    /// freed decode buffers, decoded images and layers go back to the system at once.
    ///
    /// The cost is the kernel's zeroing of a new buffer's pages when they are first written,
    /// paid by the frames that make a layer (a transition's first, an image's layer at the size
    /// drawn); frames that only composite allocate nothing that large, since group layers are
    /// pooled and images and blurs kept. In `segue bench --scale 2 --threads 1`, five
    /// transitions' median frames moved by at most 0.6 ms, within the spread between runs on
    /// the 2-core machine it was measured on (issue 38's closing note has the figures).
    ///
    /// - Returns: whether the C library took the setting.
    @discardableResult
    public static func returnLargeBuffersPromptly() -> Bool {
        // Setting the threshold also fixes the trim threshold (at its 128 KiB default), which
        // glibc would otherwise raise alongside it.
        mallopt(M_MMAP_THRESHOLD, Int32(largeBufferBytes)) == 1
    }
}
