int cwire_frame_length(const unsigned char *bytes, int count);
